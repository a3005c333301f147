import type { Kysely } from 'kysely';
import { createIndex, createTableWithId } from './helpers';

// Work that must happen after a change is committed and must survive a restart (an SMS to send,
// a payment to ask Safaricom about): one row per job, claimed with a lease so several instances
// can share the table, and a unique key so one event makes one job.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await createTableWithId(db, 'jobs')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'jobs_due', 'jobs', ['status', 'run_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
}
