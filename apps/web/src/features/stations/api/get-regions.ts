import { DEFAULT_PAGE_SIZE } from '@foleni/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest } from '@/lib/api-client';

const regionPageParser = answerParser('GET regions/');

/** The regions for the station filter (`GET /regions/`, spec §7 and §9: page size 20). */
export function getRegions(signal?: AbortSignal) {
  return apiRequest('/regions/', {
    query: { p: 1, p_size: DEFAULT_PAGE_SIZE },
    schema: regionPageParser,
    signal,
  });
}

export function regionsQueryOptions() {
  return queryOptions({
    queryKey: ['regions', 'list', { page: 1, pageSize: DEFAULT_PAGE_SIZE }],
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRegions() {
  return useQuery(regionsQueryOptions());
}
