import type { MpesaPaymentStatus } from '@foleni/contract';
import type { Db } from '../../db/database';
import { insertRecord, updateRecord } from '../../db/records';
import { nowIso } from '../../lib/time';

export interface NewMpesaPayment {
  purpose: 'booking' | 'plan';
  booking_id: number | null;
  plan?: string | null;
  route_id: number | null;
  sacco_id: number | null;
  user_id: number;
  amount_kes: number;
  phone: string;
  account_reference: string;
}

export function insertPayment(db: Db, values: NewMpesaPayment): Promise<number> {
  return insertRecord(db, 'mpesa_payments', { ...values, status: 'pending' });
}

export async function recordCheckout(
  db: Db,
  id: number,
  ids: { merchant_request_id: string; checkout_request_id: string },
): Promise<void> {
  await updateRecord(db, 'mpesa_payments', id, ids);
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
  status: MpesaPaymentStatus;
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

export interface PaymentFilters {
  /** null: every Sacco's (a system admin); a number: that Sacco's routes only. */
  saccoId: number | null;
  since?: string | undefined;
  until?: string | undefined;
  route?: number | undefined;
  status?: MpesaPaymentStatus | undefined;
}

function paymentsOf(db: Db, filters: PaymentFilters) {
  let query = db
    .selectFrom('mpesa_payments')
    .leftJoin('bookings', 'bookings.id', 'mpesa_payments.booking_id')
    .leftJoin('routes', 'routes.id', 'mpesa_payments.route_id');
  if (filters.saccoId !== null)
    query = query.where('mpesa_payments.sacco_id', '=', filters.saccoId);
  if (filters.since) query = query.where('mpesa_payments.created_at', '>=', filters.since);
  if (filters.until) query = query.where('mpesa_payments.created_at', '<', filters.until);
  if (filters.route) query = query.where('mpesa_payments.route_id', '=', filters.route);
  if (filters.status) query = query.where('mpesa_payments.status', '=', filters.status);
  return query;
}

const LEDGER_COLUMNS = [
  'mpesa_payments.id',
  'mpesa_payments.booking_id',
  'mpesa_payments.route_id',
  'mpesa_payments.sacco_id',
  'mpesa_payments.amount_kes',
  'mpesa_payments.phone',
  'mpesa_payments.status',
  'mpesa_payments.receipt_number',
  'mpesa_payments.created_at',
  'mpesa_payments.settled_at',
  'mpesa_payments.refund_reference',
  'mpesa_payments.refunded_at',
  'bookings.reference as booking_reference',
  'routes.route_id as route_code',
] as const;

/** A page of payments, newest first; `limit` null: all of them (the CSV export). */
export async function listPayments(
  db: Db,
  filters: PaymentFilters,
  page: { offset: number; limit: number | null },
) {
  let rows = paymentsOf(db, filters)
    .select(LEDGER_COLUMNS)
    .orderBy('mpesa_payments.created_at', 'desc')
    .orderBy('mpesa_payments.id', 'desc');
  if (page.limit !== null) rows = rows.offset(page.offset).limit(page.limit);
  const [results, total] = await Promise.all([
    rows.execute(),
    paymentsOf(db, filters)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: results, count: Number(total.count) };
}
export type LedgerRow = Awaited<ReturnType<typeof listPayments>>['rows'][number];

export function findLedgerRow(db: Db, id: number) {
  return paymentsOf(db, { saccoId: null })
    .select(LEDGER_COLUMNS)
    .where('mpesa_payments.id', '=', id)
    .executeTakeFirst();
}

/** Records a refund once, on a paid payment only: of two at once, one wins. */
export async function recordRefund(
  db: Db,
  id: number,
  refund: { reference: string; by: number },
): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('mpesa_payments')
    .set({
      refund_reference: refund.reference,
      refunded_at: now,
      refunded_by: refund.by,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('refund_reference', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markBookingRefunded(db: Db, bookingId: number): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ payment_status: 'refunded', updated_at: nowIso() })
    .where('id', '=', bookingId)
    .execute();
}
