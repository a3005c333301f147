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
  for (let start = 0; start < stations.length; start += BATCH) {
    const rows = await db
      .insertInto('stations')
      .values(
        stations.slice(start, start + BATCH).map((station) => ({
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
  for (let start = 0; start < routes.length; start += BATCH) {
    const rows = await db
      .insertInto('routes')
      .values(
        routes.slice(start, start + BATCH).map((route) => ({
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
  for (let start = 0; start < routeIds.length; start += BATCH) {
    await db
      .deleteFrom('route_stops')
      .where('route_id', 'in', routeIds.slice(start, start + BATCH))
      .execute();
  }
  for (let start = 0; start < stops.length; start += BATCH) {
    await db
      .insertInto('route_stops')
      .values(
        stops.slice(start, start + BATCH).map((stop) => ({
          route_id: stop.routeId,
          direction: stop.direction,
          sequence: stop.sequence,
          name: stop.name,
          station_id: stop.stationId,
          gtfs_stop_id: stop.gtfsStopId,
          latitude: stop.latitude,
          longitude: stop.longitude,
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
  for (let start = 0; start < gtfsRouteIds.length; start += BATCH) {
    const rows = await db
      .selectFrom('routes')
      .select('gtfs_route_id')
      .where('gtfs_route_id', 'in', gtfsRouteIds.slice(start, start + BATCH))
      .execute();
    for (const row of rows) if (row.gtfs_route_id) found.add(row.gtfs_route_id);
  }
  return found;
}

/** The route numbers, among `codes`, that some route already has. */
export async function findRouteCodesInUse(db: Db, codes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < codes.length; start += BATCH) {
    const rows = await db
      .selectFrom('routes')
      .select('route_id')
      .where('route_id', 'in', codes.slice(start, start + BATCH))
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
    ])
    .where('routes.status', '=', 'active')
    .orderBy('route_stops.route_id')
    .orderBy('route_stops.direction')
    .orderBy('route_stops.sequence')
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
