import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';

export interface NewMpesaPayment {
  purpose: 'booking';
  booking_id: number | null;
  route_id: number | null;
  sacco_id: number | null;
  user_id: number;
  amount_kes: number;
  phone: string;
  account_reference: string;
}

export async function insertPayment(db: Db, values: NewMpesaPayment): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('mpesa_payments')
    .values({ ...values, status: 'pending', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function recordCheckout(
  db: Db,
  id: number,
  ids: { merchant_request_id: string; checkout_request_id: string },
): Promise<void> {
  await db
    .updateTable('mpesa_payments')
    .set({ ...ids, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export function findPayment(db: Db, id: number) {
  return db.selectFrom('mpesa_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPaymentByCheckout(db: Db, checkoutRequestId: string) {
  return db
    .selectFrom('mpesa_payments')
    .selectAll()
    .where('checkout_request_id', '=', checkoutRequestId)
    .executeTakeFirst();
}
export type MpesaPaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

export interface PaymentEnd {
  status: string;
  result_code: number | null;
  result_desc: string | null;
  receipt_number: string | null;
  transaction_date: string | null;
}

/**
 * Ends a pending payment. Only one caller can: of a callback, its duplicates and the status
 * query racing each other, the first update wins and the others find it no longer pending.
 */
export async function endPayment(db: Db, id: number, end: PaymentEnd): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('mpesa_payments')
    .set({ ...end, settled_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordCallback(
  db: Db,
  values: {
    payment_id: number | null;
    checkout_request_id: string | null;
    outcome: string;
    body: string;
    ip: string | null;
  },
): Promise<void> {
  await db
    .insertInto('mpesa_callbacks')
    .values({ ...values, created_at: nowIso() })
    .execute();
}
