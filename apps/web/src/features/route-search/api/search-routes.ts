import type { RelatedRoutes, RouteSearch, SearchResults } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest, type ResponseParser } from '@/lib/api-client';

/** 200 gives routes from the origin to the destination; 202 gives related routes (spec §4). */
export type RouteSearchAnswer =
  | ({ kind: 'direct' } & SearchResults)
  | ({ kind: 'related' } & RelatedRoutes);

const directParser = answerParser('POST routes/search/');
const relatedParser = answerParser('POST routes/search/ (related routes)');

const searchAnswerParser: ResponseParser<RouteSearchAnswer> = {
  parse: (data) =>
    typeof data === 'object' && data !== null && 'results' in data
      ? { kind: 'direct', ...directParser.parse(data) }
      : { kind: 'related', ...relatedParser.parse(data) },
};

/** `POST /routes/search/` (spec §7); a 400 becomes an ApiError carrying the server's error. */
export function searchRoutes(search: RouteSearch, signal?: AbortSignal) {
  return apiRequest('routes/search/', {
    method: 'POST',
    body: search,
    schema: searchAnswerParser,
    signal,
    auth: false,
  });
}

export function routeSearchQueryOptions(search: RouteSearch) {
  return queryOptions({
    queryKey: ['routes', 'search', search],
    queryFn: ({ signal }) => searchRoutes(search, signal),
    staleTime: 5 * 60_000,
    // A refused search (400) will not succeed on a second try.
    retry: (failureCount, error) =>
      failureCount < 2 && !('status' in error && error.status === 400),
    retryOnMount: false,
  });
}

export function useRouteSearch(search: RouteSearch | null) {
  return useQuery({
    ...routeSearchQueryOptions(
      search ?? { origin: '', destination: '', booking_type: 'one way', travelDate: '' },
    ),
    enabled: search !== null,
  });
}
