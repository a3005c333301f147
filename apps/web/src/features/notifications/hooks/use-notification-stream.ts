import type { Notification } from '@foleni/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiStream } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { addNotification, notificationsQueryKey } from '../api/notifications';
import { createEventStreamParser } from '../lib/event-stream-parser';

const MAX_RETRY_MS = 30_000;

/**
 * Follows `GET notifications/events/` while signed in: each new notification goes on top of the
 * list (and to `onNotification`). The stream needs the bearer token, so it is read with fetch;
 * when it ends or fails it reconnects with backoff and refetches the list for what was missed.
 * A refused token (the session ended) stops it.
 */
export function useNotificationStream(onNotification: (notification: Notification) => void) {
  const queryClient = useQueryClient();
  const notify = useRef(onNotification);
  notify.current = onNotification;

  useEffect(() => {
    const controller = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const follow = async () => {
      try {
        const response = await apiStream('notifications/events/', controller.signal);
        if (attempt > 0) {
          void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
        }
        attempt = 0;
        const push = createEventStreamParser(({ event, data }) => {
          if (event !== 'notification') return;
          const notification = JSON.parse(data) as Notification;
          addNotification(queryClient, notification);
          notify.current(notification);
        });
        const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
        while (reader) {
          const { value, done } = await reader.read();
          if (done) break;
          push(value);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
      }
      if (controller.signal.aborted) return;
      const delay = Math.min(1000 * 2 ** attempt, MAX_RETRY_MS);
      attempt += 1;
      timer = setTimeout(() => void follow(), delay);
    };

    void follow();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [queryClient]);
}
