import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type ResponseParser } from './api-client';
import type { ListPage } from './use-list-params';

/**
 * A paged list's page and the filters its call takes (`Query`: the contract's query schema of the
 * call); each filter may be absent, or an empty text: no filter.
 */
export type PagedListFilter<Query extends z.ZodType> = ListPage &
  Partial<Omit<z.output<Query>, 'p' | 'p_size'>>;

/** Any list's page and filters, as they go into the query string. */
type AnyFilter = ListPage & Record<string, string | number | undefined>;

/** A paged list call of the API (`GET <path>?p=&p_size=&<filter>=`, spec §7). */
export type PagedList<Page> = {
  path: string;
  /** A page of the list (`paginatedSchema` of its rows). */
  schema: ResponseParser<Page>;
  /** What its queries' keys start with, before the filter; changes invalidate the key's root. */
  key: QueryKey;
  /** Sent with every page besides the filter (a fixed order of the rows). */
  query?: Record<string, string>;
};

/** One page of `list`, filtered. */
export function fetchPage<Page>(
  list: PagedList<Page>,
  { page, pageSize, ...filters }: AnyFilter,
  signal?: AbortSignal,
): Promise<Page> {
  const query: Record<string, string | number | undefined> = { p: page, p_size: pageSize };
  for (const [name, value] of Object.entries(filters)) {
    query[name] = value === '' ? undefined : value;
  }
  return apiRequest(list.path, { query: { ...query, ...list.query }, schema: list.schema, signal });
}

/** A page of `list` cached under its key and filter; the rows shown stay while another loads. */
export function pagedListQueryOptions<Page>(list: PagedList<Page>, filter: AnyFilter) {
  return queryOptions({
    queryKey: [...list.key, filter],
    queryFn: ({ signal }) => fetchPage(list, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of `list`, while `enabled`. */
export function usePagedList<Page>(list: PagedList<Page>, filter: AnyFilter, enabled = true) {
  return useQuery({ ...pagedListQueryOptions(list, filter), enabled });
}

/** The first `size` active rows of `list` whose name matches `search`: a picker's options. */
export function usePickerOptions<Row>(
  list: PagedList<{ results: Row[] }>,
  search: string,
  size: number,
  enabled = true,
) {
  return useQuery({
    ...pagedListQueryOptions(list, { page: 1, pageSize: size, search, status: 'active' }),
    select: (page) => page.results,
    enabled,
  });
}
