import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest } from '@/lib/api-client';

/** GET /unauth-saccos// (spec §7): the active Saccos a complaint may name, signed in or not. */
export function getPublicSaccos(signal?: AbortSignal) {
  return apiRequest('unauth-saccos//', {
    schema: answerParser('GET unauth-saccos//'),
    signal,
    auth: false,
  });
}

export function publicSaccosQueryOptions() {
  return queryOptions({
    queryKey: ['saccos', 'public'],
    queryFn: ({ signal }) => getPublicSaccos(signal),
    staleTime: 10 * 60_000,
  });
}

export function usePublicSaccos() {
  return useQuery(publicSaccosQueryOptions());
}
