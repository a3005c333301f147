import type { Kysely } from 'kysely';
import { createIndex, createTableWithId } from './helpers';

// Frozen history: this file never imports application code.
// M-Pesa (Daraja STK push): one row per prompt sent (for a booking or a plan), the plans' subscriptions, and every callback as it came, even the
// refused ones, so a disputed payment can be traced to what Safaricom (or a forger) sent.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await createTableWithId(db, 'mpesa_payments')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('restrict'))
    .addColumn('plan', 'text')
    .addColumn('route_id', 'integer', (c) => c.references('routes.id').onDelete('restrict'))
    .addColumn('sacco_id', 'integer', (c) => c.references('saccos.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount_kes', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('account_reference', 'text', (c) => c.notNull())
    .addColumn('merchant_request_id', 'text')
    .addColumn('checkout_request_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result_code', 'integer')
    .addColumn('result_desc', 'text')
    .addColumn('receipt_number', 'text')
    .addColumn('transaction_date', 'text')
    .addColumn('settled_at', 'text')
    .addColumn('refund_reference', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('refunded_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'mpesa_payments_booking', 'mpesa_payments', 'booking_id');
  await createIndex(db, 'mpesa_payments_sacco_day', 'mpesa_payments', ['sacco_id', 'created_at']);

  // One subscription per account: the plan and the period paid for.
  await createTableWithId(db, 'plan_subscriptions')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'mpesa_callbacks')
    .addColumn('payment_id', 'integer', (c) => c.references('mpesa_payments.id'))
    .addColumn('checkout_request_id', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'mpesa_callbacks_checkout', 'mpesa_callbacks', 'checkout_request_id');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('mpesa_callbacks').ifExists().execute();
  await db.schema.dropTable('plan_subscriptions').ifExists().execute();
  await db.schema.dropTable('mpesa_payments').ifExists().execute();
}
