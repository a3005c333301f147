import { paginatedSchema, type Station, stationSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

export type StationListFilter = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  region?: number | undefined;
  status?: Station['status'] | undefined;
};

const stationPageSchema = paginatedSchema(stationSchema);

/** GET station/ for the dashboard: archived stations too unless a status is chosen. */
export function getStationList(filter: StationListFilter, signal?: AbortSignal) {
  return apiRequest('station/', {
    query: {
      p: filter.page,
      p_size: filter.pageSize,
      search: filter.search || undefined,
      region: filter.region,
      status: filter.status,
      ordering: 'name',
    },
    schema: stationPageSchema,
    signal,
  });
}

export function stationListQueryOptions(filter: StationListFilter) {
  return queryOptions({
    queryKey: [...networkKeys.stations, 'dashboard', filter],
    queryFn: ({ signal }) => getStationList(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStationList(filter: StationListFilter) {
  return useQuery(stationListQueryOptions(filter));
}

/** Active stations whose name matches, for the pickers of the route form and stop editor. */
export function useStationOptions(search: string) {
  return useQuery({
    ...stationListQueryOptions({ page: 1, pageSize: 20, search, status: 'active' }),
    select: (page) => page.results,
  });
}
