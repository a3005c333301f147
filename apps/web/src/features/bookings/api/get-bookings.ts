import { type bookingListQuerySchema, bookingSchema, paginatedSchema } from '@foleni/contract';
import { type PagedListFilter, usePagedList } from '@/lib/paged-list';

export type BookingsFilter = PagedListFilter<typeof bookingListQuerySchema>;

/** Every bookings query starts with this key; booking and the status actions invalidate it. */
export const bookingsQueryKey = ['bookings'] as const;

/** GET /bookings/: the account's own, or those of the routes, stations or vehicle it runs. */
const bookingList = {
  path: 'bookings/',
  schema: paginatedSchema(bookingSchema),
  key: [...bookingsQueryKey, 'list'],
};

export function useBookings(filter: BookingsFilter) {
  return usePagedList(bookingList, filter);
}
