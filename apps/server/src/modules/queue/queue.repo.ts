import { ACTIVE_QUEUE_STATUSES, type QueueEventType } from '@foleni/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import { servesStation } from '../stations/stations.repo';

const ACTIVE = [...ACTIVE_QUEUE_STATUSES];

/**
 * Serializes every change to one station's queues. PostgreSQL locks the station row until the
 * transaction ends; SQLite has one writer, and Kysely runs its transactions one at a time.
 */
export async function lockStation(
  db: Db,
  engine: 'sqlite' | 'postgres',
  stationId: number,
): Promise<boolean> {
  if (engine === 'postgres') {
    const locked = await sql<{
      id: number;
    }>`select id from stations where id = ${stationId} for update`.execute(db);
    return locked.rows.length === 1;
  }
  return (
    (await db
      .selectFrom('stations')
      .select('id')
      .where('id', '=', stationId)
      .executeTakeFirst()) !== undefined
  );
}

function entries(db: Db) {
  return db
    .selectFrom('queue_entries')
    .innerJoin('stations', 'stations.id', 'queue_entries.station_id')
    .innerJoin('routes', 'routes.id', 'queue_entries.route_id')
    .innerJoin('vehicles', 'vehicles.id', 'queue_entries.vehicle_id')
    .selectAll('queue_entries')
    .select([
      'stations.name as station_name',
      'routes.route_id as route_code',
      'routes.route_name',
      'vehicles.plate',
      'vehicles.seats',
    ]);
}
export type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

export function findEntry(db: Db, id: number) {
  return entries(db).where('queue_entries.id', '=', id).executeTakeFirst();
}

/** Where an entry waits and for which vehicle: what the permission checks need. */
export function findEntryPlace(db: Db, id: number) {
  return db
    .selectFrom('queue_entries')
    .select(['station_id', 'vehicle_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type LineSlot = { id: number; status: string; position: number | null };

/** A queue's active entries, head first, without the names: for working out a change. */
export function lineSlots(db: Db, stationId: number, routeId: number): Promise<LineSlot[]> {
  return db
    .selectFrom('queue_entries')
    .select(['id', 'status', 'position'])
    .where('station_id', '=', stationId)
    .where('route_id', '=', routeId)
    .where('status', 'in', ACTIVE)
    .orderBy('position')
    .execute();
}

/** A queue's active entries, head first. */
export function activeQueue(db: Db, stationId: number, routeId: number) {
  return entries(db)
    .where('queue_entries.station_id', '=', stationId)
    .where('queue_entries.route_id', '=', routeId)
    .where('queue_entries.status', 'in', ACTIVE)
    .orderBy('queue_entries.position')
    .execute();
}

export function activeAtStation(db: Db, stationId: number) {
  return entries(db)
    .where('queue_entries.station_id', '=', stationId)
    .where('queue_entries.status', 'in', ACTIVE)
    .orderBy('routes.route_id')
    .orderBy('queue_entries.position')
    .execute();
}

export function allActive(db: Db) {
  return db
    .selectFrom('queue_entries')
    .select(['id', 'station_id', 'route_id', 'vehicle_id', 'status', 'position'])
    .where('status', 'in', ACTIVE)
    .orderBy('station_id')
    .orderBy('route_id')
    .orderBy('position')
    .execute();
}

export async function insertEntry(
  db: Db,
  entry: { stationId: number; routeId: number; vehicleId: number; position: number },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('queue_entries')
    .values({
      station_id: entry.stationId,
      route_id: entry.routeId,
      vehicle_id: entry.vehicleId,
      status: 'waiting',
      position: entry.position,
      joined_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEntry(
  db: Db,
  id: number,
  changes: {
    status?: string;
    position?: number | null;
    loading_at?: string;
    departed_at?: string;
    ended_at?: string;
    end_reason?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('queue_entries')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Moves every active entry of a queue with a position in [from, to] by `delta` places. */
export async function shiftPositions(
  db: Db,
  stationId: number,
  routeId: number,
  from: number,
  to: number,
  delta: number,
) {
  if (from > to) return;
  await db
    .updateTable('queue_entries')
    .set((eb) => ({ position: eb('position', '+', delta), updated_at: nowIso() }))
    .where('station_id', '=', stationId)
    .where('route_id', '=', routeId)
    .where('status', 'in', ACTIVE)
    .where('position', '>=', from)
    .where('position', '<=', to)
    .execute();
}

export async function insertEvent(
  db: Db,
  event: {
    entryId: number;
    stationId: number;
    type: QueueEventType;
    actorId: number | null;
    before: object | null;
    after: object;
    reason: string | null;
    channel: string;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('queue_events')
    .values({
      entry_id: event.entryId,
      station_id: event.stationId,
      type: event.type,
      actor_id: event.actorId,
      before: event.before ? JSON.stringify(event.before) : null,
      after: JSON.stringify(event.after),
      reason: event.reason,
      channel: event.channel,
      created_at: event.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function eventsAfter(
  db: Db,
  options: { stationId?: number; afterId: number; limit: number },
) {
  let query = db.selectFrom('queue_events').selectAll().where('id', '>', options.afterId);
  if (options.stationId !== undefined) query = query.where('station_id', '=', options.stationId);
  return query.orderBy('id').limit(options.limit).execute();
}

export async function lastEventId(db: Db, stationId?: number): Promise<number> {
  let query = db.selectFrom('queue_events').select((eb) => eb.fn.max('id').as('id'));
  if (stationId !== undefined) query = query.where('station_id', '=', stationId);
  const row = await query.executeTakeFirst();
  return Number(row?.id ?? 0);
}

export function findVehicle(db: Db, id: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'plate', 'status', 'sacco_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Accounts that drive or conduct a vehicle now. */
export async function vehicleCrew(db: Db, vehicleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('vehicle_people')
    .select('user_id')
    .where('vehicle_id', '=', vehicleId)
    .where('relation', 'in', ['driver', 'conductor'])
    .where('ended_at', 'is', null)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The route if it is in service and serves the station (as an end or a stop), with its Sacco. */
export function routeAtStation(db: Db, routeId: number, stationId: number) {
  return db
    .selectFrom('routes')
    .select(['routes.id', 'routes.sacco_id'])
    .where('routes.id', '=', routeId)
    .where('routes.status', '=', 'active')
    .where((eb) => servesStation(eb, stationId))
    .executeTakeFirst();
}

export interface EntryFilters {
  station?: number | undefined;
  route?: number | undefined;
  status?: string | undefined;
  joinedFrom?: string | undefined;
  joinedTo?: string | undefined;
  stationIds?: number[] | undefined;
  vehicleIdsOf?: { userId: number; relations: string[] } | undefined;
  saccoId?: number | undefined;
}

export async function listEntries(
  db: Db,
  filters: EntryFilters,
  page: { offset: number; limit: number },
) {
  let query = entries(db);
  if (filters.station) query = query.where('queue_entries.station_id', '=', filters.station);
  if (filters.route) query = query.where('queue_entries.route_id', '=', filters.route);
  if (filters.status) query = query.where('queue_entries.status', '=', filters.status);
  if (filters.joinedFrom) query = query.where('queue_entries.joined_at', '>=', filters.joinedFrom);
  if (filters.joinedTo) query = query.where('queue_entries.joined_at', '<', filters.joinedTo);
  if (filters.stationIds) {
    query = filters.stationIds.length
      ? query.where('queue_entries.station_id', 'in', filters.stationIds)
      : query.where(sql.lit(false));
  }
  if (filters.saccoId !== undefined) query = query.where('vehicles.sacco_id', '=', filters.saccoId);
  if (filters.vehicleIdsOf) {
    const { userId, relations } = filters.vehicleIdsOf;
    query = query.where('queue_entries.vehicle_id', 'in', (eb) =>
      eb
        .selectFrom('vehicle_people')
        .select('vehicle_id')
        .where('user_id', '=', userId)
        .where('relation', 'in', relations)
        .where('ended_at', 'is', null),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy('queue_entries.joined_at', 'desc')
      .orderBy('queue_entries.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

export function entriesForStats(
  db: Db,
  filters: { station?: number | undefined; route?: number | undefined; from: string; to: string },
) {
  let query = db
    .selectFrom('queue_entries')
    .innerJoin('routes', 'routes.id', 'queue_entries.route_id')
    .select([
      'queue_entries.route_id',
      'routes.route_id as route_code',
      'queue_entries.status',
      'queue_entries.joined_at',
      'queue_entries.loading_at',
      'queue_entries.departed_at',
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('queue_entries.departed_at', '>=', filters.from),
          eb('queue_entries.departed_at', '<', filters.to),
        ]),
        eb('queue_entries.status', 'in', ACTIVE),
      ]),
    );
  if (filters.station) query = query.where('queue_entries.station_id', '=', filters.station);
  if (filters.route) query = query.where('queue_entries.route_id', '=', filters.route);
  return query.execute();
}

export function findStationName(db: Db, id: number) {
  return db
    .selectFrom('stations')
    .select(['id', 'name', 'short_code'])
    .where('id', '=', id)
    .executeTakeFirst();
}
