import { paginatedSchema, type saccoListQuerySchema, saccoSchema } from '@foleni/contract';
import { useQuery } from '@tanstack/react-query';
import {
  type PagedListFilter,
  pagedListQueryOptions,
  usePagedList,
  usePickerOptions,
} from '@/lib/paged-list';
import { networkKeys } from './network-query-keys';

export type SaccoListFilter = PagedListFilter<typeof saccoListQuerySchema>;

/**
 * GET /saccos/: every Sacco for system and station admins; a Sacco's own people (Sacco accounts,
 * owners, drivers) get only theirs.
 */
const saccoList = {
  path: '/saccos/',
  schema: paginatedSchema(saccoSchema),
  key: [...networkKeys.saccos, 'list'],
};

export function useSaccos(filter: SaccoListFilter) {
  return usePagedList(saccoList, filter);
}

/** Saccos whose name matches, for the route form's and the route list's pickers. */
export function useSaccoOptions(search: string, enabled = true) {
  return usePickerOptions(saccoList, search, 50, enabled);
}

/**
 * The account's own Sacco, for roles the server keeps to one (Sacco accounts and owners):
 * the list answers them with theirs alone. Null when the account has none.
 */
export function useOwnSacco(enabled: boolean) {
  return useQuery({
    ...pagedListQueryOptions(saccoList, { page: 1, pageSize: 1 }),
    select: (page) => page.results[0] ?? null,
    enabled,
  });
}
