import { paginatedSchema, type Route, routeSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

export type RouteListFilter = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  sacco?: number | undefined;
  station?: number | undefined;
  status?: Route['status'] | undefined;
};

const routePageSchema = paginatedSchema(routeSchema);

/** GET route/ (spec §7), by Sacco, station, name or number. */
export function getRouteList(filter: RouteListFilter, signal?: AbortSignal) {
  return apiRequest('route/', {
    query: {
      p: filter.page,
      p_size: filter.pageSize,
      search: filter.search || undefined,
      sacco: filter.sacco,
      station: filter.station,
      status: filter.status,
    },
    schema: routePageSchema,
    signal,
  });
}

export function routeListQueryOptions(filter: RouteListFilter) {
  return queryOptions({
    queryKey: [...networkKeys.routes, 'dashboard', filter],
    queryFn: ({ signal }) => getRouteList(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRouteList(filter: RouteListFilter, enabled = true) {
  return useQuery({ ...routeListQueryOptions(filter), enabled });
}
