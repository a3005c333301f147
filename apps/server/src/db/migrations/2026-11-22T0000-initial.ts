import type { Kysely } from 'kysely';
import { createIndex, createTableWithId, references, withTimestamps } from './helpers';

// Frozen history: this file never imports application code. Conventions for every table:
// integer ids, timestamps as ISO-8601 UTC text, booleans as 0/1 integers, money as whole KES,
// JSON as text. Nothing a user may need back is dropped: rows carry a status instead.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await withTimestamps(
    createTableWithId(db, 'saccos')
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('registration_number', 'text')
      .addColumn('logo_url', 'text')
      .addColumn('email', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('gtfs_agency_id', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active')),
  ).execute();

  await withTimestamps(
    createTableWithId(db, 'users')
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('firstname', 'text')
      .addColumn('lastname', 'text')
      .addColumn('national_id', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('profile_image', 'text')
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('sacco_id', 'integer', references('saccos.id', 'set null'))
      .addColumn('driver_licence_number', 'text')
      .addColumn('activated_at', 'text')
      .addColumn('last_login_at', 'text'),
  ).execute();
  await createIndex(db, 'users_role_status', 'users', ['role', 'status']);
  await createIndex(db, 'users_sacco', 'users', 'sacco_id');

  await createTableWithId(db, 'account_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'refresh_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'refresh_tokens_family', 'refresh_tokens', 'family_id');

  await withTimestamps(
    createTableWithId(db, 'regions')
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active')),
  ).execute();

  await withTimestamps(
    createTableWithId(db, 'stations')
      .addColumn('region_id', 'integer', references('regions.id', 'set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('gtfs_stop_id', 'text', (c) => c.unique())
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('address', 'text')
      .addColumn('capacity', 'integer')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active')),
  ).execute();
  await createIndex(db, 'stations_region', 'stations', 'region_id');
  await createIndex(db, 'stations_name', 'stations', 'name');

  await db.schema
    .createTable('station_admins')
    .addColumn('station_id', 'integer', (c) =>
      c.notNull().references('stations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('station_admins_pk', ['station_id', 'user_id'])
    .execute();

  await withTimestamps(
    createTableWithId(db, 'routes')
      .addColumn('route_id', 'text', (c) => c.notNull().unique())
      .addColumn('short_name', 'text')
      .addColumn('route_name', 'text', (c) => c.notNull())
      .addColumn('sacco_id', 'integer', references('saccos.id', 'set null'))
      .addColumn('origin_station_id', 'integer', references('stations.id', 'set null'))
      .addColumn('destination_station_id', 'integer', references('stations.id', 'set null'))
      .addColumn('gtfs_route_id', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active')),
  ).execute();
  await createIndex(db, 'routes_sacco', 'routes', 'sacco_id');

  // A route runs in both directions; each direction keeps its own stop order (GTFS trips).
  await createTableWithId(db, 'route_stops')
    .addColumn('route_id', 'integer', (c) =>
      c.notNull().references('routes.id').onDelete('cascade'),
    )
    .addColumn('direction', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('station_id', 'integer', references('stations.id', 'set null'))
    .addColumn('gtfs_stop_id', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addUniqueConstraint('route_stops_order', ['route_id', 'direction', 'sequence'])
    .execute();
  await createIndex(db, 'route_stops_station', 'route_stops', 'station_id');

  await withTimestamps(
    createTableWithId(db, 'route_fares')
      .addColumn('route_id', 'integer', (c) =>
        c.notNull().references('routes.id').onDelete('cascade'),
      )
      .addColumn('from_stop', 'text', (c) => c.notNull())
      .addColumn('to_stop', 'text', (c) => c.notNull())
      .addColumn('amount_kes', 'integer', (c) => c.notNull())
      .addColumn('peak_amount_kes', 'integer')
      .addUniqueConstraint('route_fares_pair', ['route_id', 'from_stop', 'to_stop']),
  ).execute();

  await withTimestamps(
    createTableWithId(db, 'vehicles')
      .addColumn('plate', 'text', (c) => c.notNull().unique())
      .addColumn('make', 'text')
      .addColumn('model', 'text')
      .addColumn('year', 'integer')
      .addColumn('seats', 'integer')
      .addColumn('colour', 'text')
      .addColumn('sacco_id', 'integer', references('saccos.id', 'set null'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('status_reason', 'text')
      .addColumn('wizard_step', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'integer', references('users.id', 'set null')),
  ).execute();
  await createIndex(db, 'vehicles_sacco_status', 'vehicles', ['sacco_id', 'status']);

  await db.schema
    .createTable('vehicle_people')
    .addColumn('vehicle_id', 'integer', (c) =>
      c.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('relation', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addPrimaryKeyConstraint('vehicle_people_pk', ['vehicle_id', 'user_id', 'relation'])
    .execute();
  await createIndex(db, 'vehicle_people_user', 'vehicle_people', 'user_id');

  await withTimestamps(
    createTableWithId(db, 'queue_entries')
      .addColumn('station_id', 'integer', (c) => c.notNull().references('stations.id'))
      .addColumn('route_id', 'integer', (c) => c.notNull().references('routes.id'))
      .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('position', 'integer')
      .addColumn('joined_at', 'text', (c) => c.notNull())
      .addColumn('loading_at', 'text')
      .addColumn('departed_at', 'text')
      .addColumn('ended_at', 'text')
      .addColumn('end_reason', 'text'),
  ).execute();
  await createIndex(db, 'queue_entries_queue', 'queue_entries', [
    'station_id',
    'route_id',
    'status',
  ]);
  await createIndex(db, 'queue_entries_vehicle', 'queue_entries', ['vehicle_id', 'status']);

  // Append-only: the live queue can be rebuilt from these rows.
  await createTableWithId(db, 'queue_events')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('queue_entries.id'))
    .addColumn('station_id', 'integer', (c) => c.notNull().references('stations.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', references('users.id', 'set null'))
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'queue_events_station', 'queue_events', ['station_id', 'id']);

  await withTimestamps(
    createTableWithId(db, 'bookings')
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('route_id', 'integer', (c) => c.notNull().references('routes.id'))
      .addColumn('boarding_stop', 'text', (c) => c.notNull())
      .addColumn('alighting_stop', 'text', (c) => c.notNull())
      .addColumn('travel_date', 'text', (c) => c.notNull())
      .addColumn('booking_type', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull())
      .addColumn('fare_kes', 'integer')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('vehicle_id', 'integer', references('vehicles.id', 'set null'))
      .addColumn('payment_provider', 'text')
      .addColumn('payment_status', 'text')
      .addColumn('payment_reference', 'text'),
  ).execute();
  await createIndex(db, 'bookings_route_date', 'bookings', ['route_id', 'travel_date']);
  await createIndex(db, 'bookings_user', 'bookings', 'user_id');

  await withTimestamps(
    createTableWithId(db, 'complaints')
      .addColumn('user_id', 'integer', references('users.id', 'set null'))
      .addColumn('complainant_name', 'text', (c) => c.notNull())
      .addColumn('complainant_email', 'text', (c) => c.notNull())
      .addColumn('complainant_phone', 'text')
      .addColumn('complainant_occupation', 'text')
      .addColumn('national_id', 'text')
      .addColumn('sacco_id', 'integer', references('saccos.id', 'set null'))
      .addColumn('complaint_type', 'text', (c) => c.notNull())
      .addColumn('route', 'text')
      .addColumn('vehicle_plate_number', 'text')
      .addColumn('station', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('assigned_to', 'integer', references('users.id', 'set null')),
  ).execute();
  await createIndex(db, 'complaints_sacco_status', 'complaints', ['sacco_id', 'status']);

  await createTableWithId(db, 'complaint_attachments')
    .addColumn('complaint_id', 'integer', (c) =>
      c.notNull().references('complaints.id').onDelete('cascade'),
    )
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'complaint_updates')
    .addColumn('complaint_id', 'integer', (c) =>
      c.notNull().references('complaints.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'integer', references('users.id', 'set null'))
    .addColumn('status', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'notifications')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'notifications_user', 'notifications', ['user_id', 'read_at']);

  await createTableWithId(db, 'audit_log')
    .addColumn('actor_id', 'integer', references('users.id', 'set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('data', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'audit_log_entity', 'audit_log', ['entity', 'entity_id']);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'audit_log',
    'notifications',
    'complaint_updates',
    'complaint_attachments',
    'complaints',
    'bookings',
    'queue_events',
    'queue_entries',
    'vehicle_people',
    'vehicles',
    'route_fares',
    'route_stops',
    'routes',
    'station_admins',
    'stations',
    'regions',
    'refresh_tokens',
    'account_tokens',
    'users',
    'saccos',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
