import { notificationListSchema } from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RealtimeBus } from '../../realtime/bus';
import { type EventStreams, sseFrame } from '../../realtime/sse';
import { requireAccount } from '../auth/auth.guard';
import { type NotificationsService, userChannel } from './notifications.service';

const tags = ['notifications'];
const unreadReply = z.object({ unread: z.number().int() });

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  bus: RealtimeBus;
  streams: EventStreams;
}> = async (app, { notifications, bus, streams }) => {
  app.get(
    '/notifications/',
    {
      config: { access: 'notification.read' },
      schema: {
        tags,
        summary: 'Your latest notifications and how many are unread',
        response: { 200: notificationListSchema },
      },
    },
    (request) => notifications.list(requireAccount(request).id),
  );
  app.post(
    '/notifications/:id/read/',
    {
      config: { access: 'notification.read' },
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: unreadReply },
      },
    },
    (request) => notifications.markRead(requireAccount(request).id, request.params.id),
  );
  app.post(
    '/notifications/read-all/',
    {
      config: { access: 'notification.read' },
      schema: { tags, summary: 'Mark every notification read', response: { 200: unreadReply } },
    },
    (request) => notifications.markRead(requireAccount(request).id),
  );
  app.get(
    '/notifications/events/',
    {
      config: { access: 'notification.read' },
      schema: {
        tags,
        summary:
          'Live stream (server-sent events) of your new notifications; send the bearer token',
      },
    },
    async (request, reply) => {
      const account = requireAccount(request);
      const stream = streams.open(request, reply);
      stream.onClose(
        bus.subscribe(userChannel(account.id), (message) => {
          const notification = JSON.parse(message) as { id: number };
          stream.send(sseFrame(notification.id, 'notification', message));
        }),
      );
    },
  );
};
