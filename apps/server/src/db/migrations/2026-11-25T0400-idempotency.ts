import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

// A change sent with an Idempotency-Key claims the key here before it is applied, and its answer
// is kept with it for a day (modules/idempotency). Being in the database, the claim holds across
// every instance: a repeat reaching another instance finds it. `status` and `body` are null while
// the first request is still running.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['account_id', 'key'])
    .execute();
  await createIndex(db, 'idempotency_keys_expires_at', 'idempotency_keys', 'expires_at');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
