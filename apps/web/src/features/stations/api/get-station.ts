import { API_PATHS } from '@foleni/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest } from '@/lib/api-client';
import { orKept } from '@/lib/pwa/kept-account';

const stationDetailParser = answerParser('GET station/:id/');

/**
 * A station with the routes that serve it (`GET station/:id/`). Signed in, the answer (with what
 * the account may do there) is kept on the device and stands in for the server when it cannot be
 * reached: the marshal's queue page needs it to offer its actions offline.
 */
export function getStation(id: number, signal?: AbortSignal) {
  const path = API_PATHS.station(id);
  return orKept(path, stationDetailParser, () =>
    apiRequest(path, { schema: stationDetailParser, signal }),
  );
}

export function stationQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['stations', 'detail', id],
    queryFn: ({ signal }) => getStation(id, signal),
    // Keeps the queue counts current while the page is open.
    refetchInterval: 30_000,
    // The page's loader already tried (with retries); a failure shows the page's error state and
    // its Try again button rather than a second round of waiting.
    retryOnMount: false,
  });
}

export function useStation(id: number) {
  return useQuery(stationQueryOptions(id));
}
