import { type Kysely, sql } from 'kysely';
import { createIndex, createTableWithId } from './helpers';

// The journey planner's time model (issue #12): each stop of a route direction keeps its time
// offset from the first stop, each direction its service (runs at start + k·headway, or one run
// when the headway is null), its headsign and drawn shape. Places are the gazetteer of Kenyan
// places that searches may name.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('route_stops').addColumn('arrival_offset_s', 'integer').execute();
  await db.schema.alterTable('route_stops').addColumn('departure_offset_s', 'integer').execute();

  await createTableWithId(db, 'route_directions')
    .addColumn('route_id', 'integer', (c) =>
      c.notNull().references('routes.id').onDelete('cascade'),
    )
    .addColumn('direction', 'integer', (c) => c.notNull())
    .addColumn('headsign', 'text')
    .addColumn('gtfs_trip_id', 'text')
    .addColumn('gtfs_shape_id', 'text')
    /** JSON [[lat, lon], …] as published in shapes.txt, or null. */
    .addColumn('shape', 'text')
    .addUniqueConstraint('route_directions_one', ['route_id', 'direction'])
    .execute();

  await createTableWithId(db, 'route_services')
    .addColumn('route_id', 'integer', (c) =>
      c.notNull().references('routes.id').onDelete('cascade'),
    )
    .addColumn('direction', 'integer', (c) => c.notNull())
    /** Seconds after the service day's midnight (may pass 86,400, as GTFS allows). */
    .addColumn('start_s', 'integer', (c) => c.notNull())
    .addColumn('end_s', 'integer', (c) => c.notNull())
    .addColumn('headway_s', 'integer')
    .execute();
  await createIndex(db, 'route_services_route', 'route_services', ['route_id', 'direction']);

  await createTableWithId(db, 'places')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_sw', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('radius_m', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('places_name')
    .unique()
    .on('places')
    .expression(sql`lower(name)`)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('places').ifExists().execute();
  await db.schema.dropTable('route_services').ifExists().execute();
  await db.schema.dropTable('route_directions').ifExists().execute();
  await db.schema.alterTable('route_stops').dropColumn('departure_offset_s').execute();
  await db.schema.alterTable('route_stops').dropColumn('arrival_offset_s').execute();
}
