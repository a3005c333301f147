import { bookingSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { bookingsQueryKey } from './get-bookings';

/** What can happen to a booking: the passenger cancels; the route's staff confirm or complete. */
export type BookingAction = 'cancel' | 'confirm' | 'complete';

/** POST /bookings/:id/{cancel,confirm,complete}/: the booking as it is afterwards. */
export function changeBooking({ id, action }: { id: number; action: BookingAction }) {
  return apiRequest(`bookings/${id}/${action}/`, { method: 'POST', schema: bookingSchema });
}

export function useChangeBooking() {
  return useInvalidatingMutation(changeBooking, bookingsQueryKey);
}
