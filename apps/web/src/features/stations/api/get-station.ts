import { stationDetailSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A station with the routes that serve it (`GET station/:id/`). */
export function getStation(id: number, signal?: AbortSignal) {
  return apiRequest(`station/${id}/`, { schema: stationDetailSchema, signal });
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
