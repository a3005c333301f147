import { type Booking, bookingSchema } from '@foleni/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingsQueryKey } from './get-bookings';

/** GET /bookings/:id/ */
export function getBooking(id: number, signal?: AbortSignal) {
  return apiRequest(`bookings/${id}/`, { schema: bookingSchema, signal });
}

const awaitingPayment = (booking: Booking | undefined) =>
  booking?.payment?.method === 'mpesa' && booking.payment.status === 'pending';

/** How often the "check your phone" screen asks whether M-Pesa has answered. */
const PAYMENT_POLL_MS = 2000;

/** One booking, asked again every two seconds while its M-Pesa prompt is open. */
export function useBookingPayment(initial: Booking) {
  return useQuery({
    queryKey: [...bookingsQueryKey, 'detail', initial.id],
    queryFn: ({ signal }) => getBooking(initial.id, signal),
    initialData: initial,
    refetchInterval: (query) => (awaitingPayment(query.state.data) ? PAYMENT_POLL_MS : false),
  });
}
