import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';

export function findSubscription(db: Db, userId: number) {
  return db
    .selectFrom('plan_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveSubscription(
  db: Db,
  values: { user_id: number; plan: string; period_start: string; period_end: string },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('plan_subscriptions')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        plan: values.plan,
        period_start: values.period_start,
        period_end: values.period_end,
        updated_at: now,
      }),
    )
    .execute();
}

/** The account's plan payments, newest first: its receipts. */
export function planPayments(db: Db, userId: number) {
  return db
    .selectFrom('mpesa_payments')
    .select(['id', 'plan', 'amount_kes', 'status', 'receipt_number', 'created_at'])
    .where('purpose', '=', 'plan')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(24)
    .execute();
}

/** Where a renewal reminder goes: the e-mail, and the phone and language of its SMS. */
export function reminderContact(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'firstname', 'phone_number', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
