import { type BookingInput, bookingCreatedSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingsQueryKey } from './get-bookings';

/** POST /bookings/ (201): seats on a route for a day, paid in cash on boarding. */
export function createBooking(input: BookingInput) {
  return apiRequest('bookings/', { method: 'POST', body: input, schema: bookingCreatedSchema });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
}
