import { type Notification, notificationListSchema } from '@foleni/contract';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;
type NotificationList = z.infer<typeof notificationListSchema>;
const unreadReplySchema = z.object({ unread: z.number().int() });

/** GET /notifications/: the latest notifications and how many are unread. */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest('notifications/', { schema: notificationListSchema, signal }),
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

/** A notification the stream delivered goes on top of the list at once. */
export function addNotification(queryClient: QueryClient, notification: Notification) {
  queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
    list && !list.results.some((item) => item.id === notification.id)
      ? {
          results: [notification, ...list.results],
          unread: list.unread + (notification.read_at ? 0 : 1),
        }
      : list,
  );
}

function markedRead(queryClient: QueryClient, id: number | null, unread: number) {
  const at = new Date().toISOString();
  queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
    list
      ? {
          unread,
          results: list.results.map((item) =>
            (id === null || item.id === id) && !item.read_at ? { ...item, read_at: at } : item,
          ),
        }
      : list,
  );
}

/** POST /notifications/:id/read/, or /notifications/read-all/ without an id. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      apiRequest(id === null ? 'notifications/read-all/' : `notifications/${id}/read/`, {
        method: 'POST',
        schema: unreadReplySchema,
      }),
    onSuccess: ({ unread }, id) => markedRead(queryClient, id, unread),
  });
}
