import { paginatedSchema, type placeListQuerySchema, placeSchema } from '@foleni/contract';
import { type PagedListFilter, usePagedList } from '@/lib/paged-list';
import { placeKeys } from './place-query-keys';

export type PlaceListFilter = PagedListFilter<typeof placeListQuerySchema>;

/** GET /places/?p=&p_size=&search=&status= (search: the English or Kiswahili name). */
const placeList = {
  path: '/places/',
  schema: paginatedSchema(placeSchema),
  key: [...placeKeys.all, 'list'],
};

export function usePlaces(filter: PlaceListFilter) {
  return usePagedList(placeList, filter);
}
