import type { JoinQueueInput } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { queueChangeReplySchema } from './change-queue-entry';

/**
 * POST /station-admin/queue/: an approved vehicle joins a station's line for a route. `key` is
 * the action's Idempotency-Key: sent again (after a dropout), it is not applied twice.
 */
export function joinQueue(input: JoinQueueInput, key: string) {
  return apiRequest('station-admin/queue/', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': key },
    schema: queueChangeReplySchema,
  });
}
