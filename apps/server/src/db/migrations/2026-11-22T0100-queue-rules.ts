import { type Kysely, sql } from 'kysely';

// The queue's two hard rules as unique partial indexes, so that no race on either engine can
// break them: a vehicle holds at most one active place in the whole system, and a queue (station
// and route) has at most one loading vehicle.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index queue_entries_one_active_per_vehicle on queue_entries (vehicle_id) where status in ('waiting', 'loading')`.execute(
    db,
  );
  await sql`create unique index queue_entries_one_loading_per_queue on queue_entries (station_id, route_id) where status = 'loading'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists queue_entries_one_loading_per_queue`.execute(db);
  await sql`drop index if exists queue_entries_one_active_per_vehicle`.execute(db);
}
