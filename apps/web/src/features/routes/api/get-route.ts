import { API_PATHS } from '@foleni/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest } from '@/lib/api-client';

/** The call's path; the route page's offline notice asks the service worker about its answer. */
export const routePath = (id: number) => API_PATHS.route(id);

/** A route with its stops in both directions and its fares (`GET route-by-id/:id/`). */
export function getRoute(id: number, signal?: AbortSignal) {
  return apiRequest(routePath(id), { schema: answerParser('GET route-by-id/:id/'), signal });
}

export function routeQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['routes', 'detail', id],
    queryFn: ({ signal }) => getRoute(id, signal),
    staleTime: 5 * 60_000,
    // The page's loader already tried (with retries); a failure shows the page's error state and
    // its Try again button rather than a second round of waiting.
    retryOnMount: false,
  });
}

export function useRoute(id: number) {
  return useQuery(routeQueryOptions(id));
}
