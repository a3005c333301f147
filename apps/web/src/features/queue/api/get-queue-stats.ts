import { queueStatsSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queueQueryKey } from './query-keys';

/** GET /queue/stats/: today's departures per hour and waiting times, for a station or all. */
export function getQueueStats(station: number | undefined, signal?: AbortSignal) {
  return apiRequest('queue/stats/', { query: { station }, schema: queueStatsSchema, signal });
}

export function queueStatsQueryOptions(station: number | undefined) {
  return queryOptions({
    queryKey: [...queueQueryKey, 'stats', station ?? 'all'],
    queryFn: ({ signal }) => getQueueStats(station, signal),
    // The day's figures move with every departure; a minute old is current enough.
    refetchInterval: 60_000,
  });
}

export function useQueueStats(station: number | undefined, enabled = true) {
  return useQuery({ ...queueStatsQueryOptions(station), enabled });
}
