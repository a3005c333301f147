import type { PaginationQuery } from '@foleni/contract';

/** Which rows of a list one page holds. */
export interface PageWindow {
  offset: number;
  limit: number;
}

export function pageWindow(query: PaginationQuery): PageWindow {
  return { offset: (query.p - 1) * query.p_size, limit: query.p_size };
}

/** The list answer of every paginated endpoint: `next`/`previous` are page numbers or null. */
export function paginated<T>(results: T[], count: number, query: PaginationQuery) {
  const pages = Math.ceil(count / query.p_size);
  return {
    results,
    count,
    next: query.p < pages ? query.p + 1 : null,
    previous: query.p > 1 ? Math.min(query.p - 1, Math.max(pages, 1)) : null,
  };
}
