import { paginatedSchema, type Sacco, saccoSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

export type SaccoListFilter = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: Sacco['status'] | undefined;
};

const saccoPageSchema = paginatedSchema(saccoSchema);

/**
 * GET /saccos/: every Sacco for system and station admins; a Sacco's own people (Sacco accounts,
 * owners, drivers) get only theirs.
 */
export function getSaccos(filter: SaccoListFilter, signal?: AbortSignal) {
  return apiRequest('/saccos/', {
    query: {
      p: filter.page,
      p_size: filter.pageSize,
      search: filter.search || undefined,
      status: filter.status,
    },
    schema: saccoPageSchema,
    signal,
  });
}

export function saccosQueryOptions(filter: SaccoListFilter) {
  return queryOptions({
    queryKey: [...networkKeys.saccos, 'list', filter],
    queryFn: ({ signal }) => getSaccos(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSaccos(filter: SaccoListFilter) {
  return useQuery(saccosQueryOptions(filter));
}

/** Saccos whose name matches, for the route form's and the route list's pickers. */
export function useSaccoOptions(search: string, enabled = true) {
  return useQuery({
    ...saccosQueryOptions({ page: 1, pageSize: 50, search, status: 'active' }),
    select: (page) => page.results,
    enabled,
  });
}

/**
 * The account's own Sacco, for roles the server keeps to one (Sacco accounts and owners):
 * the list answers them with theirs alone. Null when the account has none.
 */
export function useOwnSacco(enabled: boolean) {
  return useQuery({
    ...saccosQueryOptions({ page: 1, pageSize: 1 }),
    select: (page) => page.results[0] ?? null,
    enabled,
  });
}
