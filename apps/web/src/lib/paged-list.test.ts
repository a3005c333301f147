import { afterEach, expect, it, vi } from 'vitest';
import { json } from '@/test/fakes';
import { fetchPage } from './paged-list';

const page = { results: [], count: 0, next: null, previous: null };

afterEach(() => {
  vi.unstubAllGlobals();
});

it('asks for the page with the filters set, the list’s own query, and no empty filter', async () => {
  const fetch = vi.fn(async (_url: string) => json(200, page));
  vi.stubGlobal('fetch', fetch);
  const list = {
    path: 'station/',
    schema: { parse: (data: unknown) => data as typeof page },
    key: ['stations', 'dashboard'],
    query: { ordering: 'name' },
  };

  const answer = await fetchPage(list, { page: 2, pageSize: 20, search: '', region: 3 });

  expect(answer).toEqual(page);
  const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    p: '2',
    p_size: '20',
    region: '3',
    ordering: 'name',
  });
});
