import { batchesOf } from '../../db/batches';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';

export interface StationUpsert {
  gtfsStopId: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  regionId: number | null;
}

export interface RouteUpsert {
  gtfsRouteId: string;
  code: string;
  shortName: string;
  name: string;
  saccoId: number | null;
  originStationId: number | null;
  destinationStationId: number | null;
}

export interface RouteStopInsert {
  routeId: number;
  direction: number;
  sequence: number;
  name: string;
  stationId: number | null;
  gtfsStopId: string;
  latitude: number | null;
  longitude: number | null;
  /** Seconds from the direction's first stop arrival to this stop's arrival and departure. */
  arrivalOffsetS: number | null;
  departureOffsetS: number | null;
}

export interface RouteDirectionInsert {
  routeId: number;
  direction: number;
  headsign: string | null;
  gtfsTripId: string | null;
  gtfsShapeId: string | null;
  /** JSON [[lat, lon], …] or null. */
  shape: string | null;
}

/** Runs start at startS + k·headwayS while before endS; one run at startS when headwayS is null. */
export interface RouteServiceInsert {
  routeId: number;
  direction: number;
  startS: number;
  endS: number;
  headwayS: number | null;
}

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

export async function upsertStations(
  db: Db,
  stations: StationUpsert[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const now = nowIso();
  for (const batch of batchesOf(stations, BATCH)) {
    const rows = await db
      .insertInto('stations')
      .values(
        batch.map((station) => ({
          gtfs_stop_id: station.gtfsStopId,
          name: station.name,
          latitude: station.latitude,
          longitude: station.longitude,
          region_id: station.regionId,
          status: 'active',
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict.column('gtfs_stop_id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          latitude: eb.ref('excluded.latitude'),
          longitude: eb.ref('excluded.longitude'),
          updated_at: now,
        })),
      )
      .returning(['id', 'gtfs_stop_id'])
      .execute();
    for (const row of rows) if (row.gtfs_stop_id) ids.set(row.gtfs_stop_id, row.id);
  }
  return ids;
}

export async function upsertRoutes(db: Db, routes: RouteUpsert[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const now = nowIso();
  for (const batch of batchesOf(routes, BATCH)) {
    const rows = await db
      .insertInto('routes')
      .values(
        batch.map((route) => ({
          gtfs_route_id: route.gtfsRouteId,
          route_id: route.code,
          short_name: route.shortName,
          route_name: route.name,
          sacco_id: route.saccoId,
          origin_station_id: route.originStationId,
          destination_station_id: route.destinationStationId,
          status: 'active',
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict.column('gtfs_route_id').doUpdateSet((eb) => ({
          short_name: eb.ref('excluded.short_name'),
          route_name: eb.ref('excluded.route_name'),
          origin_station_id: eb.ref('excluded.origin_station_id'),
          destination_station_id: eb.ref('excluded.destination_station_id'),
          updated_at: now,
        })),
      )
      .returning(['id', 'gtfs_route_id'])
      .execute();
    for (const row of rows) if (row.gtfs_route_id) ids.set(row.gtfs_route_id, row.id);
  }
  return ids;
}

/** The stop order of an imported route is the feed's: the old order is replaced as a whole. */
export async function replaceRouteStops(db: Db, routeIds: number[], stops: RouteStopInsert[]) {
  for (const batch of batchesOf(routeIds, BATCH)) {
    await db.deleteFrom('route_stops').where('route_id', 'in', batch).execute();
  }
  for (const batch of batchesOf(stops, BATCH)) {
    await db
      .insertInto('route_stops')
      .values(
        batch.map((stop) => ({
          route_id: stop.routeId,
          direction: stop.direction,
          sequence: stop.sequence,
          name: stop.name,
          station_id: stop.stationId,
          gtfs_stop_id: stop.gtfsStopId,
          latitude: stop.latitude,
          longitude: stop.longitude,
          arrival_offset_s: stop.arrivalOffsetS,
          departure_offset_s: stop.departureOffsetS,
        })),
      )
      .execute();
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
    await db
      .insertInto('route_directions')
      .values(
        batch.map((direction) => ({
          route_id: direction.routeId,
          direction: direction.direction,
          headsign: direction.headsign,
          gtfs_trip_id: direction.gtfsTripId,
          gtfs_shape_id: direction.gtfsShapeId,
          shape: direction.shape,
        })),
      )
      .execute();
  }
  for (const batch of batchesOf(services, BATCH)) {
    await db
      .insertInto('route_services')
      .values(
        batch.map((service) => ({
          route_id: service.routeId,
          direction: service.direction,
          start_s: service.startS,
          end_s: service.endS,
          headway_s: service.headwayS,
        })),
      )
      .execute();
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

export async function listRouteStopsForExport(db: Db) {
  return db
    .selectFrom('route_stops')
    .innerJoin('routes', 'routes.id', 'route_stops.route_id')
    .select([
      'route_stops.route_id',
      'route_stops.direction',
      'route_stops.sequence',
      'route_stops.name',
      'route_stops.station_id',
      'route_stops.gtfs_stop_id',
      'route_stops.latitude',
      'route_stops.longitude',
      'route_stops.arrival_offset_s',
      'route_stops.departure_offset_s',
    ])
    .where('routes.status', '=', 'active')
    .orderBy('route_stops.route_id')
    .orderBy('route_stops.direction')
    .orderBy('route_stops.sequence')
    .execute();
}

export async function listRouteDirectionsForExport(db: Db) {
  return db
    .selectFrom('route_directions')
    .innerJoin('routes', 'routes.id', 'route_directions.route_id')
    .select([
      'route_directions.route_id',
      'route_directions.direction',
      'route_directions.headsign',
      'route_directions.gtfs_trip_id',
      'route_directions.gtfs_shape_id',
      'route_directions.shape',
    ])
    .where('routes.status', '=', 'active')
    .orderBy('route_directions.route_id')
    .orderBy('route_directions.direction')
    .execute();
}

/** Ordered by route, direction and start, so each direction's first run comes first. */
export async function listRouteServicesForExport(db: Db) {
  return db
    .selectFrom('route_services')
    .innerJoin('routes', 'routes.id', 'route_services.route_id')
    .select([
      'route_services.route_id',
      'route_services.direction',
      'route_services.start_s',
      'route_services.end_s',
      'route_services.headway_s',
    ])
    .where('routes.status', '=', 'active')
    .orderBy('route_services.route_id')
    .orderBy('route_services.direction')
    .orderBy('route_services.start_s')
    .orderBy('route_services.end_s')
    .orderBy('route_services.id')
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
