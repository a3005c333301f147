import { messageSchema, type QueueChangeInput, queueEventSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queueQueryKey } from './query-keys';

/** What a join or a change answers: the event (with the route's new line) and a message. */
export const queueChangeReplySchema = queueEventSchema.extend(messageSchema.shape);

/** PUT /queue/:id/: call to load, depart, leave, remove (reason) or move (place and reason). */
export function changeQueueEntry({ id, change }: { id: number; change: QueueChangeInput }) {
  return apiRequest(`queue/${id}/`, {
    method: 'PUT',
    body: change,
    schema: queueChangeReplySchema,
  });
}

export function useChangeQueueEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQueueEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueQueryKey }),
  });
}
