import { paginatedSchema, type Region, regionSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

export type RegionListFilter = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: Region['status'] | undefined;
};

const regionPageSchema = paginatedSchema(regionSchema);

/** GET /regions/?p=&p_size= (spec §7), with the dashboard's search and status filters. */
export function getRegionList(filter: RegionListFilter, signal?: AbortSignal) {
  return apiRequest('/regions/', {
    query: {
      p: filter.page,
      p_size: filter.pageSize,
      search: filter.search || undefined,
      status: filter.status,
    },
    schema: regionPageSchema,
    signal,
  });
}

export function regionListQueryOptions(filter: RegionListFilter) {
  return queryOptions({
    queryKey: [...networkKeys.regions, 'dashboard', filter],
    queryFn: ({ signal }) => getRegionList(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRegionList(filter: RegionListFilter) {
  return useQuery(regionListQueryOptions(filter));
}

/** Active regions for a picker (the station form's region select), by name. */
export function useRegionOptions(search: string) {
  return useQuery({
    ...regionListQueryOptions({ page: 1, pageSize: 50, search, status: 'active' }),
    select: (page) => page.results,
  });
}
