import { paginatedSchema, queueEntrySchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queueQueryKey } from './query-keys';

const entriesPageSchema = paginatedSchema(queueEntrySchema);

/**
 * The vehicles of the signed-in driver (or owner) in a line now: the server limits
 * `GET station-admin/queue/` to their own vehicles; one call per active status.
 */
async function getMyActiveEntries(signal?: AbortSignal) {
  const [loading, waiting] = await Promise.all(
    (['loading', 'waiting'] as const).map((status) =>
      apiRequest('station-admin/queue/', {
        query: { status, p: 1, p_size: 50 },
        schema: entriesPageSchema,
        signal,
      }),
    ),
  );
  return [...(loading?.results ?? []), ...(waiting?.results ?? [])];
}

export function myQueueEntriesQueryOptions() {
  return queryOptions({
    queryKey: [...queueQueryKey, 'mine'],
    queryFn: ({ signal }) => getMyActiveEntries(signal),
    // A marshal may add the vehicle to a line at any moment; its changes then arrive live.
    refetchInterval: 20_000,
  });
}

export function useMyQueueEntries(enabled = true) {
  return useQuery({ ...myQueueEntriesQueryOptions(), enabled });
}
