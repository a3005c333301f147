import type { Kysely } from 'kysely';
import { createTableWithId } from './helpers';

// SMS (issue #16). Each account chooses its queue alerts by SMS (`auto`: only while it has no
// signed-in session) and the language of its texts. Every text sent is kept under the key of the
// event that caused it, with the gateway's message id once sent, so a job run twice sends once;
// every text received is kept under the gateway's id, so a callback delivered twice answers once.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('sms_alerts', 'text', (c) => c.notNull().defaultTo('auto'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();

  await createTableWithId(db, 'sms_messages')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text')
    .addColumn('provider_status', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();

  await createTableWithId(db, 'sms_inbound')
    .addColumn('provider_id', 'text', (c) => c.notNull().unique())
    .addColumn('from_phone', 'text', (c) => c.notNull())
    .addColumn('to_code', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('link_id', 'text')
    .addColumn('received_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sms_inbound').ifExists().execute();
  await db.schema.dropTable('sms_messages').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
  await db.schema.alterTable('users').dropColumn('sms_alerts').execute();
}
