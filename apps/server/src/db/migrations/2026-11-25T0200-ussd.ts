import { type Kysely, sql } from 'kysely';
import { createIndex, isPostgres } from './helpers';

// Feature phones (issue #16). Frozen history: this file never imports application code.
// - Every station gets a short numeric code a caller can type on a keypad: 100 + its id, set by
//   a trigger so that every way of adding a station (the API, a GTFS import, the seed) gets one.
// - An account's USSD PIN (hashed), its wrong tries and lock, and the language the web last used.
// - Each phone's language and each USSD session's state: in the database, so that any instance
//   can answer the next step of a session.
// - Queue events record the channel a change came through ('web' or 'ussd').

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('stations').addColumn('short_code', 'text').execute();
  await sql`update stations set short_code = cast(id + 100 as text)`.execute(db);
  await db.schema
    .createIndex('stations_short_code')
    .on('stations')
    .column('short_code')
    .unique()
    .execute();
  if (isPostgres(db)) {
    await sql`create function stations_short_code() returns trigger language plpgsql as $$
      begin
        if new.short_code is null then new.short_code := cast(new.id + 100 as text); end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger stations_short_code before insert on stations
      for each row execute function stations_short_code()`.execute(db);
  } else {
    await sql`create trigger stations_short_code after insert on stations
      when new.short_code is null
      begin
        update stations set short_code = cast(new.id + 100 as text) where id = new.id;
      end`.execute(db);
  }

  await db.schema
    .createTable('ussd_accounts')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('pin_hash', 'text')
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('language', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ussd_phones')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ussd_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'ussd_sessions_expires', 'ussd_sessions', 'expires_at');

  await db.schema
    .alterTable('queue_events')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('web'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('queue_events').dropColumn('channel').execute();
  await db.schema.dropTable('ussd_sessions').execute();
  await db.schema.dropTable('ussd_phones').execute();
  await db.schema.dropTable('ussd_accounts').execute();
  await sql`drop trigger if exists stations_short_code${isPostgres(db) ? sql` on stations` : sql``}`.execute(
    db,
  );
  if (isPostgres(db)) await sql`drop function if exists stations_short_code()`.execute(db);
  await sql`drop index if exists stations_short_code`.execute(db);
  await db.schema.alterTable('stations').dropColumn('short_code').execute();
}
