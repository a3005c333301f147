import { type Place, paginatedSchema, placeSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { placeKeys } from './place-query-keys';

export type PlaceListFilter = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: Place['status'] | undefined;
};

const placePageSchema = paginatedSchema(placeSchema);

/** GET /places/?p=&p_size=&search=&status= (search: the English or Kiswahili name). */
export function getPlaces(filter: PlaceListFilter, signal?: AbortSignal) {
  return apiRequest('/places/', {
    query: {
      p: filter.page,
      p_size: filter.pageSize,
      search: filter.search || undefined,
      status: filter.status,
    },
    schema: placePageSchema,
    signal,
  });
}

export function placesQueryOptions(filter: PlaceListFilter) {
  return queryOptions({
    queryKey: [...placeKeys.all, 'list', filter],
    queryFn: ({ signal }) => getPlaces(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePlaces(filter: PlaceListFilter) {
  return useQuery(placesQueryOptions(filter));
}
