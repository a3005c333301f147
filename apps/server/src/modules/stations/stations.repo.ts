import { ACTIVE_QUEUE_STATUSES, type RecordStatus } from '@foleni/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { listPage } from '../../db/list-page';
import { insertRecord, updateRecord } from '../../db/records';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/sql-helpers';
import type { PageWindow } from '../../lib/pagination';
import { nowIso } from '../../lib/time';

type StationScope = ExpressionBuilder<Database, 'stations'>;

const queueLength = (eb: StationScope) =>
  eb
    .selectFrom('queue_entries')
    .whereRef('queue_entries.station_id', '=', 'stations.id')
    .where('queue_entries.status', 'in', ACTIVE_QUEUE_STATUSES)
    .select(eb.fn.countAll<number>().as('n'));

/** Routes that start, end or stop at the station. */
const routeCount = (eb: StationScope) =>
  eb
    .selectFrom('routes')
    .where((inner) =>
      inner.or([
        inner('routes.origin_station_id', '=', inner.ref('stations.id')),
        inner('routes.destination_station_id', '=', inner.ref('stations.id')),
        inner.exists(
          inner
            .selectFrom('route_stops')
            .whereRef('route_stops.route_id', '=', 'routes.id')
            .whereRef('route_stops.station_id', '=', 'stations.id')
            .select(sql.lit(1).as('one')),
        ),
      ]),
    )
    .where('routes.status', '=', 'active')
    .select(eb.fn.countAll<number>().as('n'));

function stationsWithFigures(db: Db) {
  return db
    .selectFrom('stations')
    .leftJoin('regions', 'regions.id', 'stations.region_id')
    .selectAll('stations')
    .select('regions.name as region_name')
    .select((eb) => [queueLength(eb).as('queue_length'), routeCount(eb).as('route_count')]);
}
export type StationRow = Awaited<
  ReturnType<ReturnType<typeof stationsWithFigures>['executeTakeFirstOrThrow']>
>;

export interface StationFilters {
  search?: string | undefined;
  region?: number | undefined;
  status?: RecordStatus | undefined;
  ordering?: 'name' | '-queue_length' | '-route_count' | undefined;
  /** Only the stations this account is a station admin of. */
  adminId?: number | undefined;
}

export async function listStations(db: Db, filters: StationFilters, page: PageWindow) {
  let query = stationsWithFigures(db);
  let counted = db.selectFrom('stations');
  if (filters.search) {
    query = query.where(containsText('stations.name', filters.search));
    counted = counted.where(containsText('stations.name', filters.search));
  }
  if (filters.region) {
    query = query.where('stations.region_id', '=', filters.region);
    counted = counted.where('stations.region_id', '=', filters.region);
  }
  if (filters.status) {
    query = query.where('stations.status', '=', filters.status);
    counted = counted.where('stations.status', '=', filters.status);
  }
  if (filters.adminId !== undefined) {
    const own = stationsOfAdmin(db, filters.adminId);
    query = query.where('stations.id', 'in', own);
    counted = counted.where('stations.id', 'in', own);
  }
  if (filters.ordering === '-queue_length') query = query.orderBy('queue_length', 'desc');
  if (filters.ordering === '-route_count') query = query.orderBy('route_count', 'desc');
  return listPage(query.orderBy('stations.name').orderBy('stations.id'), counted, page);
}

export function findStation(db: Db, id: number) {
  return stationsWithFigures(db).where('stations.id', '=', id).executeTakeFirst();
}

export async function stationExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('stations').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}

/** Whether the route starts, ends or stops at the station. */
export function servesStation(eb: ExpressionBuilder<Database, 'routes'>, stationId: number) {
  return eb.or([
    eb('routes.origin_station_id', '=', stationId),
    eb('routes.destination_station_id', '=', stationId),
    eb.exists(
      eb
        .selectFrom('route_stops')
        .whereRef('route_stops.route_id', '=', 'routes.id')
        .where('route_stops.station_id', '=', stationId)
        .select(sql.lit(1).as('one')),
    ),
  ]);
}

/** The routes serving a station, with how many vehicles queue for each there now. */
export function listStationRoutes(db: Db, stationId: number) {
  return db
    .selectFrom('routes')
    .leftJoin('saccos', 'saccos.id', 'routes.sacco_id')
    .select([
      'routes.id',
      'routes.route_id',
      'routes.route_name',
      'routes.sacco_id as sacco',
      'saccos.name as sacco_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('queue_entries')
        .whereRef('queue_entries.route_id', '=', 'routes.id')
        .where('queue_entries.station_id', '=', stationId)
        .where('queue_entries.status', 'in', ACTIVE_QUEUE_STATUSES)
        .select(eb.fn.countAll<number>().as('n'))
        .as('queue_length'),
    )
    .where('routes.status', '=', 'active')
    .where((eb) => servesStation(eb, stationId))
    .orderBy('routes.route_id')
    .execute();
}

export interface StationValues {
  name: string;
  region_id: number;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  capacity: number | null;
  status?: RecordStatus | undefined;
}

export function insertStation(db: Db, values: StationValues): Promise<number> {
  return insertRecord(db, 'stations', { ...values, status: values.status ?? 'active' });
}

export function updateStation(
  db: Db,
  id: number,
  values: Partial<StationValues>,
): Promise<boolean> {
  return updateRecord(db, 'stations', id, values);
}

export async function regionIsUsable(db: Db, regionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('regions')
    .select('status')
    .where('id', '=', regionId)
    .executeTakeFirst();
  return row?.status === 'active';
}

/** The stations a station admin runs, as a subquery to filter by: `('stations.id', 'in', …)`. */
export function stationsOfAdmin(db: Db, userId: number) {
  return db
    .selectFrom('station_admins')
    .select('station_admins.station_id')
    .where('station_admins.user_id', '=', userId);
}

export async function stationIdsOfAdmin(db: Db, userId: number): Promise<number[]> {
  const rows = await stationsOfAdmin(db, userId).execute();
  return rows.map((row) => row.station_id);
}

export async function attachAdmin(db: Db, stationId: number, userId: number): Promise<void> {
  await db
    .insertInto('station_admins')
    .values({ station_id: stationId, user_id: userId, created_at: nowIso() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function detachAdmin(db: Db, stationId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('station_admins')
    .where('station_id', '=', stationId)
    .where('user_id', '=', userId)
    .execute();
}

export function listStationAdmins(db: Db, stationId: number) {
  return db
    .selectFrom('station_admins')
    .innerJoin('users', 'users.id', 'station_admins.user_id')
    .select(['users.id', 'users.email', 'users.firstname', 'users.lastname'])
    .where('station_admins.station_id', '=', stationId)
    .orderBy('users.id')
    .execute();
}
