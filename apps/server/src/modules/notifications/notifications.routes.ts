import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import type { RealtimeBus } from '../../realtime/bus';
import { type EventStreams, sseFrame } from '../../realtime/sse';
import { requireAccount } from '../auth/auth.guard';
import { type NotificationsService, userChannel } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  bus: RealtimeBus;
  streams: EventStreams;
}> = async (app, { notifications, bus, streams }) => {
  serve(app, operations.listNotifications, (request) =>
    notifications.list(requireAccount(request).id),
  );
  serve(app, operations.markNotificationRead, (request) =>
    notifications.markRead(requireAccount(request).id, request.params.id),
  );
  serve(app, operations.markAllNotificationsRead, (request) =>
    notifications.markRead(requireAccount(request).id),
  );
  serve(app, operations.streamNotifications, async (request, reply) => {
    const account = requireAccount(request);
    const stream = streams.open(request, reply);
    stream.onClose(
      bus.subscribe(userChannel(account.id), (message) => {
        const notification = JSON.parse(message) as { id: number };
        stream.send(sseFrame(notification.id, 'notification', message));
      }),
    );
  });
};
