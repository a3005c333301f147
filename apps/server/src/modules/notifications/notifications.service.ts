import { isMessageCode, messageOf, type Notification, type Problem } from '@foleni/contract';
import type { Db } from '../../db/database';
import { escapeHtml } from '../../lib/escape-html';
import type { Mailer } from '../../mail/mailer';
import type { RealtimeBus } from '../../realtime/bus';
import * as repo from './notifications.repo';

/**
 * A way to reach a person outside the app after the change is committed (e-mail), added to the
 * list in app.ts. A failure is logged, and the message is not tried again.
 */
export interface NotificationSender {
  name: string;
  send(
    to: { email: string; firstname: string | null; phone_number: string | null },
    notification: Notification,
  ): Promise<void>;
}

/**
 * A way to reach a person that must not be lost (SMS): it queues its message as a durable job in
 * the transaction that stores the notification, so the message goes out, once, if and only if
 * the change was committed.
 */
export interface QueuedNotificationSender {
  queue(trx: Db, userId: number, notification: Notification): Promise<void>;
}

export function emailSender(mailer: Mailer): NotificationSender {
  return {
    name: 'email',
    async send(to, notification) {
      await mailer.send({
        to: to.email,
        subject: `Foleni: ${notification.title}`,
        text: `${notification.body}\n\n— Foleni`,
        html: `<p><strong>${escapeHtml(notification.title)}</strong></p><p>${escapeHtml(notification.body)}</p><p>— Foleni</p>`,
      });
    },
  };
}

export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    code: isMessageCode(row.code) ? row.code : null,
    params: row.params ? (JSON.parse(row.params) as Notification['params']) : null,
    data: row.data ? (JSON.parse(row.data) as Record<string, unknown>) : null,
    read_at: row.read_at,
    created_at: row.created_at,
  };
}

export const userChannel = (userId: number) => `user:${userId}`;

export function createNotificationsService(deps: {
  db: Db;
  bus: RealtimeBus;
  senders: NotificationSender[];
  queuedSenders: QueuedNotificationSender[];
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, bus } = deps;
  return {
    /**
     * Stores a notification inside the caller's transaction, with the queued senders' messages;
     * `deliver` sends it after commit.
     * Its title and body are codes of the catalogue: stored in English and by the body's code.
     */
    async store(
      trx: Db,
      userId: number,
      kind: string,
      words: { title: Problem; body: Problem },
      data: Record<string, unknown>,
    ) {
      const notification = toNotification(
        await repo.insertNotification(trx, {
          userId,
          kind,
          title: messageOf(words.title),
          body: messageOf(words.body),
          code: words.body.code,
          params: words.body.params ?? null,
          data,
        }),
      );
      for (const sender of deps.queuedSenders) await sender.queue(trx, userId, notification);
      return notification;
    },

    /** Live to the app, then through every configured sender; a failing sender is logged, not fatal. */
    async deliver(userId: number, notification: Notification) {
      await bus.publish(userChannel(userId), JSON.stringify(notification));
      if (deps.senders.length === 0) return;
      const contact = await repo.findUserContact(db, userId);
      if (!contact) return;
      for (const sender of deps.senders) {
        await sender.send(contact, notification).catch((error: unknown) => {
          deps.log.warn(
            { err: error, sender: sender.name, userId },
            'could not send a notification',
          );
        });
      }
    },

    async list(userId: number) {
      const [rows, unread] = await Promise.all([
        repo.listNotifications(db, userId, 50),
        repo.countUnread(db, userId),
      ]);
      return { results: rows.map(toNotification), unread };
    },

    async markRead(userId: number, id?: number) {
      await repo.markRead(db, userId, id);
      return { unread: await repo.countUnread(db, userId) };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
