import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

// Frozen history: this file never imports application code.
// Complaints: each timeline entry says what it is and whether the complainant sees it.
// Bookings: the boarding stop's station, so capacity and station admins' lists need no name lookup.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('complaint_updates')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('note'))
    .execute();
  await db.schema
    .alterTable('complaint_updates')
    .addColumn('visible_to_complainant', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('boarding_station_id', 'integer', (c) =>
      c.references('stations.id').onDelete('set null'),
    )
    .execute();

  await createIndex(db, 'complaint_updates_complaint', 'complaint_updates', ['complaint_id', 'id']);
  await createIndex(db, 'complaint_attachments_complaint', 'complaint_attachments', 'complaint_id');
  await createIndex(db, 'complaints_user', 'complaints', 'user_id');
  await createIndex(db, 'complaints_email', 'complaints', 'complainant_email');
  await createIndex(db, 'bookings_vehicle', 'bookings', 'vehicle_id');
  await createIndex(db, 'bookings_boarding_station', 'bookings', [
    'boarding_station_id',
    'travel_date',
  ]);
}

export async function down(db: Db): Promise<void> {
  for (const index of [
    'bookings_boarding_station',
    'bookings_vehicle',
    'complaints_email',
    'complaints_user',
    'complaint_attachments_complaint',
    'complaint_updates_complaint',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.alterTable('bookings').dropColumn('boarding_station_id').execute();
  await db.schema.alterTable('complaint_updates').dropColumn('visible_to_complainant').execute();
  await db.schema.alterTable('complaint_updates').dropColumn('kind').execute();
}
