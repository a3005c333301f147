import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest } from '@/lib/api-client';

const suggestionsParser = answerParser('GET routes/suggest/');

/** Stops and stations whose name starts with `q`, or has a word that does (`GET /routes/suggest/`). */
export function suggestPlaces(q: string, signal?: AbortSignal) {
  return apiRequest('routes/suggest/', {
    query: { q },
    schema: suggestionsParser,
    signal,
    auth: false,
  });
}

export function suggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['routes', 'suggest', q.trim().toLowerCase()],
    queryFn: ({ signal }) => suggestPlaces(q.trim(), signal),
    staleTime: 10 * 60_000,
  });
}

/** Suggestions while typing; the previous list stays while the next one loads. */
export function useSuggestions(q: string) {
  return useQuery({
    ...suggestionsQueryOptions(q),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
