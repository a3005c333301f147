import { messageSchema, type QueueChangeInput, queueEventSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';

/** What a join or a change answers: the event (with the route's new line) and a message. */
export const queueChangeReplySchema = queueEventSchema.extend(messageSchema.shape);

/**
 * PUT /queue/:id/: call to load, depart, leave, remove (reason) or move (place and reason).
 * `key` is the action's Idempotency-Key: sent again (after a dropout), it is not applied twice.
 */
export function changeQueueEntry(id: number, change: QueueChangeInput, key: string) {
  return apiRequest(`queue/${id}/`, {
    method: 'PUT',
    body: change,
    headers: { 'Idempotency-Key': key },
    schema: queueChangeReplySchema,
  });
}
