import type { Kysely } from 'kysely';
import { createTableWithId } from './helpers';

// PostgreSQL's NOTIFY carries at most 8,000 bytes. A larger realtime message (a long queue line)
// waits here for a minute while the notice of its id goes out; the instances read it back.
// SQLite has no NOTIFY, but the table exists there too so both schemas stay the same.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await createTableWithId(db, 'realtime_messages')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('realtime_messages').ifExists().execute();
}
