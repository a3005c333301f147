import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';

export async function insertNotification(
  db: Db,
  notification: {
    userId: number;
    kind: string;
    title: string;
    body: string;
    code: string;
    params: Record<string, unknown> | null;
    data: Record<string, unknown>;
  },
) {
  return db
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      code: notification.code,
      params: notification.params ? JSON.stringify(notification.params) : null,
      data: JSON.stringify(notification.data),
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
export type NotificationRow = Awaited<ReturnType<typeof insertNotification>>;

export function listNotifications(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function markRead(db: Db, userId: number, id?: number): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findUserContact(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'phone_number'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
