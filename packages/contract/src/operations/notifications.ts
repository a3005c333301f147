import { z } from 'zod';
import { idParams } from '../params';
import { notificationListSchema } from '../queue';
import { operationGroup } from './operation';

const unreadReply = z.object({ unread: z.number().int() });

export const notificationOperations = operationGroup('notifications', {
  listNotifications: {
    method: 'GET',
    url: '/notifications/',
    access: 'notification.read',
    summary: 'Your latest notifications and how many are unread',
    description: "The signed-in account's latest notifications and how many are unread.",
    answer: 'The notifications and the unread count.',
    response: { 200: notificationListSchema },
  },
  markNotificationRead: {
    method: 'POST',
    url: '/notifications/:id/read/',
    access: 'notification.read',
    summary: 'Mark one notification read',
    description: "Marks one of the account's notifications read.",
    answer: 'The unread count now.',
    params: idParams,
    response: { 200: unreadReply },
  },
  markAllNotificationsRead: {
    method: 'POST',
    url: '/notifications/read-all/',
    access: 'notification.read',
    summary: 'Mark every notification read',
    description: 'Marks every notification of the account read.',
    answer: 'The unread count now.',
    response: { 200: unreadReply },
  },
  streamNotifications: {
    method: 'GET',
    url: '/notifications/events/',
    access: 'notification.read',
    summary: 'Live stream (server-sent events) of your new notifications; send the bearer token',
    description:
      'Each new notification of the signed-in account as a server-sent event, as it happens. Send the access token as a bearer token.',
    answer: 'A text/event-stream that stays open: one event per notification.',
    produces: ['text/event-stream'],
  },
});
