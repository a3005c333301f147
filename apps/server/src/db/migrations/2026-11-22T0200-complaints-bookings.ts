import type { Kysely } from 'kysely';

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

  await db.schema
    .createIndex('complaint_updates_complaint')
    .on('complaint_updates')
    .columns(['complaint_id', 'id'])
    .execute();
  await db.schema
    .createIndex('complaint_attachments_complaint')
    .on('complaint_attachments')
    .column('complaint_id')
    .execute();
  await db.schema.createIndex('complaints_user').on('complaints').column('user_id').execute();
  await db.schema
    .createIndex('complaints_email')
    .on('complaints')
    .column('complainant_email')
    .execute();
  await db.schema.createIndex('bookings_vehicle').on('bookings').column('vehicle_id').execute();
  await db.schema
    .createIndex('bookings_boarding_station')
    .on('bookings')
    .columns(['boarding_station_id', 'travel_date'])
    .execute();
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
