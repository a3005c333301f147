import { idParams, notificationListSchema } from '@foleni/contract';
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
        operationId: 'listNotifications',
        description: "The signed-in account's latest notifications and how many are unread.",
        answer: 'The notifications and the unread count.',
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
        operationId: 'markNotificationRead',
        description: "Marks one of the account's notifications read.",
        answer: 'The unread count now.',
        params: idParams,
        response: { 200: unreadReply },
      },
    },
    (request) => notifications.markRead(requireAccount(request).id, request.params.id),
  );
  app.post(
    '/notifications/read-all/',
    {
      config: { access: 'notification.read' },
      schema: {
        tags,
        summary: 'Mark every notification read',
        operationId: 'markAllNotificationsRead',
        description: 'Marks every notification of the account read.',
        answer: 'The unread count now.',
        response: { 200: unreadReply },
      },
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
        produces: ['text/event-stream'],
        operationId: 'streamNotifications',
        description:
          'Each new notification of the signed-in account as a server-sent event, as it happens. Send the access token as a bearer token.',
        answer: 'A text/event-stream that stays open: one event per notification.',
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
