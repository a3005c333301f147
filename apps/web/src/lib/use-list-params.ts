import { DEFAULT_PAGE_SIZE } from '@foleni/contract';
import { useSearchParams } from 'react-router';

/** A server-paged list's page, as the API takes it (`?p=&p_size=`). */
export type ListPage = { page: number; pageSize: number };

/** A list's filters: each one a text, or absent. */
export type ListFilters = Record<string, string | number | undefined>;

/** A list's page and filters from the address, and the change of some of them. */
export type ListParams<F extends ListFilters> = [
  ListPage & F,
  (change: Partial<ListPage & F>) => void,
];

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

function readPage(params: URLSearchParams): ListPage {
  return {
    page: positive(params.get('p'), 1),
    pageSize: positive(params.get('p_size'), DEFAULT_PAGE_SIZE),
  };
}

/**
 * A dashboard table's page and filters, kept in the address (`?p=&p_size=&<filter>=`), so a
 * reload, the back button and a shared link show the same rows. `readFilters` turns the address
 * into the filters the page knows (dropping values it does not); a change of any filter goes back
 * to page 1.
 */
export function useListParams<F extends ListFilters>(
  readFilters: (params: URLSearchParams) => F,
): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const read = (from: URLSearchParams) => ({ ...readPage(from), ...readFilters(from) });
  const update = (change: Partial<ListPage & F>) => {
    // From the address as it is now: two changes in a row must not undo each other.
    const next = { ...read(new URLSearchParams(window.location.search)), page: 1, ...change };
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) {
      if (name === 'page') {
        if (next.page > 1) query.set('p', String(next.page));
      } else if (name === 'pageSize') {
        if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('p_size', String(next.pageSize));
      } else if (value !== undefined && value !== '') {
        query.set(name, String(value));
      }
    }
    setParams(query, { replace: true });
  };
  return [read(params), update];
}
