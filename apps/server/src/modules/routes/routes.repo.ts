import { compareRouteCodes, type RecordStatus } from '@foleni/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { findRecordIgnoringCase, insertRecord, updateRecord } from '../../db/records';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/sql-helpers';
import type { PageWindow } from '../../lib/pagination';
import { nowIso } from '../../lib/time';

/** How a row names the route it is on (with `routes` joined): the route's number and name. */
export const ROUTE_CODE_AND_NAME = ['routes.route_id as route_code', 'routes.route_name'] as const;

/** The stops of the route's outbound direction: how long the route is, as its lists show it. */
const outboundStopCount = (eb: ExpressionBuilder<Database, 'routes'>) =>
  eb
    .selectFrom('route_stops')
    .whereRef('route_stops.route_id', '=', 'routes.id')
    .where('route_stops.direction', '=', 0)
    .select(eb.fn.countAll<number>().as('n'));

function routesWithNames(db: Db) {
  return db
    .selectFrom('routes')
    .leftJoin('saccos', 'saccos.id', 'routes.sacco_id')
    .leftJoin('stations as origin', 'origin.id', 'routes.origin_station_id')
    .leftJoin('stations as destination', 'destination.id', 'routes.destination_station_id')
    .selectAll('routes')
    .select((eb) => [
      'saccos.name as sacco_name',
      'saccos.logo_url as sacco_logo',
      'origin.name as origin_station_name',
      'destination.name as destination_station_name',
      outboundStopCount(eb).as('stop_count'),
    ]);
}
export type RouteRow = Awaited<
  ReturnType<ReturnType<typeof routesWithNames>['executeTakeFirstOrThrow']>
>;

export interface RouteFilters {
  search?: string | undefined;
  sacco?: number | undefined;
  station?: number | undefined;
  status?: RecordStatus | undefined;
}

export async function listRoutes(db: Db, filters: RouteFilters, page: PageWindow) {
  let query = db.selectFrom('routes').leftJoin('saccos', 'saccos.id', 'routes.sacco_id');
  if (filters.search) {
    const search = filters.search;
    query = query.where((eb) =>
      eb.or([
        containsText('routes.route_id', search),
        containsText('routes.route_name', search),
        containsText('saccos.name', search),
      ]),
    );
  }
  if (filters.sacco) query = query.where('routes.sacco_id', '=', filters.sacco);
  if (filters.status) query = query.where('routes.status', '=', filters.status);
  if (filters.station) {
    const station = filters.station;
    query = query.where((eb) =>
      eb.or([
        eb('routes.origin_station_id', '=', station),
        eb('routes.destination_station_id', '=', station),
        eb.exists(
          eb
            .selectFrom('route_stops')
            .whereRef('route_stops.route_id', '=', 'routes.id')
            .where('route_stops.station_id', '=', station)
            .select(sql.lit(1).as('one')),
        ),
      ]),
    );
  }
  // Route numbers sort as numbers (1, 10, 0027, 046P, 100), which neither engine's text order
  // does the same way: the matching codes are ordered here, then only the page's rows are read.
  const codes = await query.select(['routes.id', 'routes.route_id']).execute();
  codes.sort((a, b) => compareRouteCodes(a.route_id, b.route_id) || a.id - b.id);
  const ids = codes.slice(page.offset, page.offset + page.limit).map((row) => row.id);
  const rows =
    ids.length === 0 ? [] : await routesWithNames(db).where('routes.id', 'in', ids).execute();
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return { rows, count: codes.length };
}

export function findRoute(db: Db, id: number) {
  return routesWithNames(db).where('routes.id', '=', id).executeTakeFirst();
}

export function findRouteIdByCode(db: Db, code: string) {
  return findRecordIgnoringCase(db, 'routes', 'route_id', code);
}

export interface RouteValues {
  route_id: string;
  route_name: string;
  sacco_id: number;
  origin_station_id: number;
  destination_station_id: number;
  status?: RecordStatus | undefined;
}

export function insertRoute(db: Db, values: RouteValues): Promise<number> {
  return insertRecord(db, 'routes', {
    ...values,
    short_name: values.route_id,
    status: values.status ?? 'active',
  });
}

export function updateRoute(db: Db, id: number, values: Partial<RouteValues>): Promise<boolean> {
  return updateRecord(db, 'routes', id, values);
}

export function listRouteStops(db: Db, routeId: number) {
  return db
    .selectFrom('route_stops')
    .select([
      'id',
      'direction',
      'sequence',
      'name',
      'station_id',
      'latitude',
      'longitude',
      'arrival_offset_s',
      'departure_offset_s',
    ])
    .where('route_id', '=', routeId)
    .orderBy('direction')
    .orderBy('sequence')
    .execute();
}

export interface StopValues {
  name: string;
  station_id: number | null;
  latitude: number | null;
  longitude: number | null;
  /** Seconds from the direction's first stop arrival. */
  arrival_offset_s: number;
  departure_offset_s: number;
}

/** Replaces both directions' stops in one go: call it inside a transaction. */
export async function replaceRouteStops(
  db: Db,
  routeId: number,
  directions: StopValues[][],
): Promise<void> {
  await db.deleteFrom('route_stops').where('route_id', '=', routeId).execute();
  const rows = directions.flatMap((stops, direction) =>
    stops.map((stop, index) => ({ route_id: routeId, direction, sequence: index + 1, ...stop })),
  );
  if (rows.length > 0) await db.insertInto('route_stops').values(rows).execute();
}

export function listRouteServices(db: Db, routeId: number) {
  return db
    .selectFrom('route_services')
    .select(['direction', 'start_s', 'end_s', 'headway_s'])
    .where('route_id', '=', routeId)
    .orderBy('direction')
    .orderBy('start_s')
    .execute();
}

export interface ServiceValues {
  direction: number;
  start_s: number;
  end_s: number;
  headway_s: number | null;
}

/** Replaces the route's service in every direction: call it inside a transaction. */
export async function replaceRouteServices(
  db: Db,
  routeId: number,
  services: ServiceValues[],
): Promise<void> {
  await db.deleteFrom('route_services').where('route_id', '=', routeId).execute();
  if (services.length > 0) {
    await db
      .insertInto('route_services')
      .values(services.map((service) => ({ route_id: routeId, ...service })))
      .execute();
  }
}

export async function activeIdsOf(
  db: Db,
  table: 'stations' | 'saccos',
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => row.id);
}

export function listFares(db: Db, routeId: number) {
  return db
    .selectFrom('route_fares')
    .selectAll()
    .where('route_id', '=', routeId)
    .orderBy('from_stop')
    .orderBy('to_stop')
    .execute();
}

export async function upsertFare(
  db: Db,
  fare: {
    route_id: number;
    from_stop: string;
    to_stop: string;
    amount_kes: number;
    peak_amount_kes: number | null;
  },
) {
  const now = nowIso();
  return db
    .insertInto('route_fares')
    .values({ ...fare, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['route_id', 'from_stop', 'to_stop']).doUpdateSet({
        amount_kes: fare.amount_kes,
        peak_amount_kes: fare.peak_amount_kes,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findFare(db: Db, id: number) {
  return db.selectFrom('route_fares').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteFare(db: Db, id: number): Promise<void> {
  await db.deleteFrom('route_fares').where('id', '=', id).execute();
}
