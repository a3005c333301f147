import type { Insertable, Kysely } from 'kysely';
import { batchesOf } from '../../db/batches';
import type { Db } from '../../db/database';
import type {
  Database,
  RouteDirectionTable,
  RouteServiceTable,
  RouteStopTable,
} from '../../db/schema';
import { nowIso } from '../../lib/time';

// The feed's rows, under the columns they are written to.

export interface StationUpsert {
  gtfs_stop_id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  region_id: number | null;
}

export interface RouteUpsert {
  gtfs_route_id: string;
  route_id: string;
  short_name: string;
  route_name: string;
  sacco_id: number | null;
  origin_station_id: number | null;
  destination_station_id: number | null;
}

export type RouteStopInsert = Omit<Insertable<RouteStopTable>, 'id'>;
export type RouteDirectionInsert = Omit<Insertable<RouteDirectionTable>, 'id'>;
export type RouteServiceInsert = Omit<Insertable<RouteServiceTable>, 'id'>;

// PostgreSQL takes at most 65,535 parameters a statement; 500 rows stay far below it.
const BATCH = 500;

export async function upsertRegion(db: Db, name: string): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('regions')
    .values({ name, status: 'active', created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ updated_at: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A Sacco already linked to the feed's agency stays that Sacco even if it was renamed since;
 * otherwise the Sacco of that name, created when missing.
 */
export async function upsertSacco(
  db: Db,
  sacco: { name: string; gtfsAgencyId?: string | null; phone?: string | null },
): Promise<number> {
  const now = nowIso();
  if (sacco.gtfsAgencyId) {
    const linked = await db
      .updateTable('saccos')
      .set({ updated_at: now })
      .where('gtfs_agency_id', '=', sacco.gtfsAgencyId)
      .returning('id')
      .executeTakeFirst();
    if (linked) return linked.id;
  }
  const row = await db
    .insertInto('saccos')
    .values({
      name: sacco.name,
      gtfs_agency_id: sacco.gtfsAgencyId ?? null,
      phone_number: sacco.phone ?? null,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ updated_at: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The column of each imported table that holds a record's id in the feed. */
const FEED_ID = { stations: 'gtfs_stop_id', routes: 'gtfs_route_id' } as const;
type FeedTable = keyof typeof FEED_ID;

/**
 * Writes the feed's records, new ones active; a record an earlier import created (the same id in
 * the feed) takes the feed's `refreshed` columns and keeps the rest as edited since. Answers the
 * record id of each feed id.
 */
async function upsertFromFeed<T extends FeedTable>(
  db: Db,
  table: T,
  records: readonly Omit<Insertable<Database[T]>, 'status' | 'created_at' | 'updated_at'>[],
  refreshed: readonly (keyof Database[T] & string)[],
): Promise<Map<string, number>> {
  const feedId: string = FEED_ID[table];
  // Kysely cannot type a query on a table chosen by the caller: the columns are typed above.
  const feedTables = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const ids = new Map<string, number>();
  const now = nowIso();
  for (const batch of batchesOf(records, BATCH)) {
    const rows = await feedTables
      .insertInto(table as string)
      .values(
        batch.map((record) => ({ ...record, status: 'active', created_at: now, updated_at: now })),
      )
      .onConflict((conflict) =>
        conflict.column(feedId).doUpdateSet((eb) => ({
          ...Object.fromEntries(refreshed.map((column) => [column, eb.ref(`excluded.${column}`)])),
          updated_at: now,
        })),
      )
      .returning(['id', feedId])
      .execute();
    for (const row of rows) if (row[feedId]) ids.set(String(row[feedId]), Number(row.id));
  }
  return ids;
}

export function upsertStations(db: Db, stations: StationUpsert[]) {
  return upsertFromFeed(db, 'stations', stations, ['name', 'latitude', 'longitude']);
}

/** A route's number and Sacco stay as edited since an earlier import. */
export function upsertRoutes(db: Db, routes: RouteUpsert[]) {
  return upsertFromFeed(db, 'routes', routes, [
    'short_name',
    'route_name',
    'origin_station_id',
    'destination_station_id',
  ]);
}

/** The stop order of an imported route is the feed's: the old order is replaced as a whole. */
export async function replaceRouteStops(db: Db, routeIds: number[], stops: RouteStopInsert[]) {
  for (const batch of batchesOf(routeIds, BATCH)) {
    await db.deleteFrom('route_stops').where('route_id', 'in', batch).execute();
  }
  for (const batch of batchesOf(stops, BATCH)) {
    await db.insertInto('route_stops').values(batch).execute();
  }
}

/** An imported route's headsigns, shapes and service are the feed's: replaced as a whole. */
export async function replaceRouteTimetables(
  db: Db,
  routeIds: number[],
  directions: RouteDirectionInsert[],
  services: RouteServiceInsert[],
) {
  for (const batch of batchesOf(routeIds, BATCH)) {
    await db.deleteFrom('route_directions').where('route_id', 'in', batch).execute();
    await db.deleteFrom('route_services').where('route_id', 'in', batch).execute();
  }
  // Shapes are long texts: fewer rows a statement keep each one small.
  for (const batch of batchesOf(directions, BATCH / 10)) {
    await db.insertInto('route_directions').values(batch).execute();
  }
  for (const batch of batchesOf(services, BATCH)) {
    await db.insertInto('route_services').values(batch).execute();
  }
}

export interface NetworkCounts {
  regions: number;
  stations: number;
  saccos: number;
  routes: number;
  routeStops: number;
}

export async function countNetwork(db: Db): Promise<NetworkCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('regions').select(eb.fn.countAll<number>().as('n')).as('regions'),
      eb.selectFrom('stations').select(eb.fn.countAll<number>().as('n')).as('stations'),
      eb.selectFrom('saccos').select(eb.fn.countAll<number>().as('n')).as('saccos'),
      eb.selectFrom('routes').select(eb.fn.countAll<number>().as('n')).as('routes'),
      eb.selectFrom('route_stops').select(eb.fn.countAll<number>().as('n')).as('routeStops'),
    ])
    .executeTakeFirstOrThrow();
  return {
    regions: Number(row.regions),
    stations: Number(row.stations),
    saccos: Number(row.saccos),
    routes: Number(row.routes),
    routeStops: Number(row.routeStops),
  };
}

/** The routes, among `gtfsRouteIds`, that an earlier import already created. */
export async function findImportedRouteIds(db: Db, gtfsRouteIds: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const batch of batchesOf(gtfsRouteIds, BATCH)) {
    const rows = await db
      .selectFrom('routes')
      .select('gtfs_route_id')
      .where('gtfs_route_id', 'in', batch)
      .execute();
    for (const row of rows) if (row.gtfs_route_id) found.add(row.gtfs_route_id);
  }
  return found;
}

/** The route numbers, among `codes`, that some route already has. */
export async function findRouteCodesInUse(db: Db, codes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const batch of batchesOf(codes, BATCH)) {
    const rows = await db
      .selectFrom('routes')
      .select('route_id')
      .where('route_id', 'in', batch)
      .execute();
    for (const row of rows) found.add(row.route_id);
  }
  return found;
}

// ---- export: the active network, in a stable order

export async function listRoutesForExport(db: Db) {
  return db
    .selectFrom('routes')
    .select(['id', 'route_id', 'route_name', 'gtfs_route_id', 'sacco_id'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}

/** The routes the export holds, as a subquery to filter their stops and timetables by. */
const activeRouteIds = (db: Db) =>
  db.selectFrom('routes').select('id').where('status', '=', 'active');

export async function listRouteStopsForExport(db: Db) {
  return db
    .selectFrom('route_stops')
    .selectAll()
    .where('route_id', 'in', activeRouteIds(db))
    .orderBy('route_id')
    .orderBy('direction')
    .orderBy('sequence')
    .execute();
}

export async function listRouteDirectionsForExport(db: Db) {
  return db
    .selectFrom('route_directions')
    .selectAll()
    .where('route_id', 'in', activeRouteIds(db))
    .orderBy('route_id')
    .orderBy('direction')
    .execute();
}

/** Ordered by route, direction and start, so each direction's first run comes first. */
export async function listRouteServicesForExport(db: Db) {
  return db
    .selectFrom('route_services')
    .selectAll()
    .where('route_id', 'in', activeRouteIds(db))
    .orderBy('route_id')
    .orderBy('direction')
    .orderBy('start_s')
    .orderBy('end_s')
    .orderBy('id')
    .execute();
}

/** Saccos that run at least one active route. */
export async function listSaccosForExport(db: Db) {
  return db
    .selectFrom('saccos')
    .select(['id', 'name', 'gtfs_agency_id', 'phone_number'])
    .where('id', 'in', (eb) =>
      eb.selectFrom('routes').select('sacco_id').where('status', '=', 'active'),
    )
    .orderBy('id')
    .execute();
}

/** Active stations, and any other station that a stop of an active route belongs to. */
export async function listStationsForExport(db: Db) {
  return db
    .selectFrom('stations')
    .select(['id', 'name', 'gtfs_stop_id', 'latitude', 'longitude'])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'active'),
        eb(
          'id',
          'in',
          eb
            .selectFrom('route_stops')
            .innerJoin('routes', 'routes.id', 'route_stops.route_id')
            .select('route_stops.station_id')
            .where('routes.status', '=', 'active'),
        ),
      ]),
    )
    .orderBy('id')
    .execute();
}
