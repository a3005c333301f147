import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest } from '@/lib/api-client';

const journeysParser = answerParser('GET journeys/');

/** What `GET /journeys/` is asked: two places, a Nairobi date and, when chosen, a time. */
export type JourneyRequest = { from: string; to: string; date: string; time: string | null };

/**
 * Journeys from one place to another, with walks, changes and times (`GET /journeys/`); a 400
 * becomes an ApiError with the field's message (an unknown place names `from` or `to`).
 */
export function getJourneys(request: JourneyRequest, signal?: AbortSignal) {
  return apiRequest('journeys/', {
    query: request,
    schema: journeysParser,
    signal,
    auth: false,
  });
}

export function journeysQueryOptions(request: JourneyRequest) {
  return queryOptions({
    queryKey: ['journeys', request],
    queryFn: ({ signal }) => getJourneys(request, signal),
    // Without a chosen time the answer is for "now", which moves on.
    staleTime: request.time ? 5 * 60_000 : 60_000,
    // A refused search (400) will not succeed on a second try.
    retry: (failureCount, error) =>
      failureCount < 2 && !('status' in error && error.status === 400),
    retryOnMount: false,
  });
}

export function useJourneys(request: JourneyRequest | null) {
  return useQuery({
    ...journeysQueryOptions(request ?? { from: '', to: '', date: '', time: null }),
    enabled: request !== null,
  });
}
