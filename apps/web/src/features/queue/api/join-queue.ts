import type { JoinQueueInput } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queueChangeReplySchema } from './change-queue-entry';
import { queueQueryKey } from './query-keys';

/** POST /station-admin/queue/: an approved vehicle joins a station's line for a route. */
export function joinQueue(input: JoinQueueInput) {
  return apiRequest('station-admin/queue/', {
    method: 'POST',
    body: input,
    schema: queueChangeReplySchema,
  });
}

export function useJoinQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinQueue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueQueryKey }),
  });
}
