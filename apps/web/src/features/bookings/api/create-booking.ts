import { type BookingInput, bookingCreatedSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { bookingsQueryKey } from './get-bookings';

/** POST /bookings/ (201): seats on a route for a day, paid in cash on boarding. */
export function createBooking(input: BookingInput) {
  return apiRequest('bookings/', { method: 'POST', body: input, schema: bookingCreatedSchema });
}

export function useCreateBooking() {
  return useInvalidatingMutation(createBooking, bookingsQueryKey);
}
