import type { Kysely } from 'kysely';

// A notification keeps the code of its body and the values it was made from (JSON), so the apps
// show it in their reader's language; its English title and body stay for e-mail and API users.
// Null on the notifications stored before: they are shown in their stored words. One column per
// statement, as SQLite adds them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('code', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('params', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('params').execute();
  await db.schema.alterTable('notifications').dropColumn('code').execute();
}
