import type { Notification } from '@foleni/contract';
import type { QueryClient } from '@tanstack/react-query';

/** Every queue query (entries, figures) starts with this key; a change to a line invalidates it. */
export const queueQueryKey = ['queue'] as const;

/**
 * A queue notification (queued by a marshal, next in line, called) means the driver's own lines
 * changed, perhaps at a station none of their open streams follows: refetch them.
 */
export function followQueueNotification(queryClient: QueryClient, notification: Notification) {
  if (notification.kind.startsWith('queue.')) {
    void queryClient.invalidateQueries({ queryKey: queueQueryKey });
  }
}
