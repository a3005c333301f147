import { type BookingStatus, bookingSchema, paginatedSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type BookingsFilter = {
  page: number;
  pageSize: number;
  status?: BookingStatus | undefined;
  travel_date?: string | undefined;
};

const bookingsPageSchema = paginatedSchema(bookingSchema);

/** GET /bookings/: the account's own, or those of the routes, stations or vehicle it runs. */
export function getBookings(filter: BookingsFilter, signal?: AbortSignal) {
  const { page, pageSize, ...filters } = filter;
  return apiRequest('bookings/', {
    query: { p: page, p_size: pageSize, ...filters },
    schema: bookingsPageSchema,
    signal,
  });
}

/** Every bookings query starts with this key; booking and the status actions invalidate it. */
export const bookingsQueryKey = ['bookings'] as const;

export function bookingsQueryOptions(filter: BookingsFilter) {
  return queryOptions({
    queryKey: [...bookingsQueryKey, 'list', filter],
    queryFn: ({ signal }) => getBookings(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBookings(filter: BookingsFilter) {
  return useQuery(bookingsQueryOptions(filter));
}
