import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

// A queue change's message (the route's whole line) is often too long for PostgreSQL's NOTIFY and
// waits in realtime_messages for a minute. Pruning the older ones scanned the whole table, which
// holds a minute of changes; by their time it reads only those it removes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndex(db, 'realtime_messages_created_at', 'realtime_messages', 'created_at');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('realtime_messages_created_at').ifExists().execute();
}
