import { ACTIVE_QUEUE_STATUSES, type QueueEventType, type QueueStatus } from '@foleni/contract';
import { type CompiledQuery, type ExpressionBuilder, type QueryResult, sql } from 'kysely';
import { type Db, onPostgres } from '../../db/database';
import { listPage } from '../../db/list-page';
import { thenCommit } from '../../db/postgres-pool';
import {
  afterWrites,
  preparedQuery,
  preparedStatement,
  type SlotOf,
} from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import type { PageWindow } from '../../lib/pagination';
import { ROUTE_CODE_AND_NAME } from '../routes/routes.repo';
import { servesStation } from '../stations/stations.repo';

const ACTIVE = [...ACTIVE_QUEUE_STATUSES];

/**
 * Locks a station's row until the transaction ends, on PostgreSQL: it orders the changes that
 * other instances make to the station. Says the station's last queue event in the same round
 * trip, read under the lock, and for a join the id its new entry will have (taken from the
 * entries' sequence, so the entry can be written with its event in one statement); undefined
 * when there is no such station.
 */
export async function lockStation(
  db: Db,
  stationId: number,
  forJoin: boolean,
): Promise<{ lastEventId: number; newEntryId?: number } | undefined> {
  const [row] = await (forJoin ? lockedStationForJoin : lockedStation)(db, { station: stationId });
  if (!row) return undefined;
  const lastEventId = Number(row.last_event_id ?? 0);
  return 'new_entry_id' in row
    ? { lastEventId, newEntryId: Number(row.new_entry_id) }
    : { lastEventId };
}
const lockedStationQuery = (db: Db, slot: SlotOf<{ station: number }>) =>
  db
    .selectFrom('stations')
    .select((eb) =>
      eb
        .selectFrom('queue_events')
        .select((events) => events.fn.max('id').as('id'))
        .where('station_id', '=', slot('station'))
        .as('last_event_id'),
    )
    .where('id', '=', slot('station'))
    .forUpdate();
const lockedStation = preparedQuery(lockedStationQuery);
const lockedStationForJoin = preparedQuery((db, slot: SlotOf<{ station: number }>) =>
  lockedStationQuery(db, slot).select(
    sql<number>`nextval(pg_get_serial_sequence('queue_entries', 'id'))`.as('new_entry_id'),
  ),
);

/** Whether a vehicle has a driver or conductor now: who would be told of its changes. */
const hasCrew = (eb: ExpressionBuilder<Database, 'vehicles'>) =>
  eb
    .exists(
      eb
        .selectFrom('vehicle_people')
        .whereRef('vehicle_people.vehicle_id', '=', 'vehicles.id')
        .where('vehicle_people.relation', 'in', ['driver', 'conductor'])
        .where('vehicle_people.ended_at', 'is', null)
        .select(sql.lit(1).as('one')),
    )
    .as('has_crew');

function entries(db: Db) {
  return db
    .selectFrom('queue_entries')
    .innerJoin('stations', 'stations.id', 'queue_entries.station_id')
    .innerJoin('routes', 'routes.id', 'queue_entries.route_id')
    .innerJoin('vehicles', 'vehicles.id', 'queue_entries.vehicle_id')
    .selectAll('queue_entries')
    .select([
      'stations.name as station_name',
      ...ROUTE_CODE_AND_NAME,
      'vehicles.plate',
      'vehicles.seats',
    ]);
}
export type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

/**
 * Where an entry waits and for which vehicle. None of these ever changes, so the answer may be
 * kept for as long as the entry lives.
 */
export function findEntryPlace(db: Db, id: number) {
  return db
    .selectFrom('queue_entries')
    .select(['station_id', 'route_id', 'vehicle_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type EntryPlace = NonNullable<Awaited<ReturnType<typeof findEntryPlace>>>;

/**
 * A queue's active entries, head first, and whether each vehicle has a crew to tell of the
 * change (most have none, and then no one is looked up).
 */
export function activeQueue(db: Db, stationId: number, routeId: number) {
  return lineOf(db, { station: stationId, route: routeId });
}
const lineOf = preparedQuery((db, slot: SlotOf<{ station: number; route: number }>) =>
  entries(db)
    .select(hasCrew)
    .where('queue_entries.station_id', '=', slot('station'))
    .where('queue_entries.route_id', '=', slot('route'))
    .where('queue_entries.status', 'in', ACTIVE)
    .orderBy('queue_entries.position'),
);
export type LineRow = Awaited<ReturnType<typeof activeQueue>>[number];

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

type NewEntry = {
  stationId: number;
  routeId: number;
  vehicleId: number;
  position: number;
  at: string;
};

/** Adds an entry to the end of its line now, and says its id. */
export async function insertEntry(db: Db, entry: NewEntry): Promise<number> {
  const [row] = await insertedEntry(db, entry);
  return (row as { id: number }).id;
}
const newEntryValues = (slot: SlotOf<NewEntry>) => ({
  station_id: slot('stationId'),
  route_id: slot('routeId'),
  vehicle_id: slot('vehicleId'),
  status: 'waiting' as const,
  position: slot('position'),
  joined_at: slot('at'),
  created_at: slot('at'),
  updated_at: slot('at'),
});
const insertedEntry = preparedQuery((db, slot: SlotOf<NewEntry>) =>
  db.insertInto('queue_entries').values(newEntryValues(slot)).returning('id'),
);

/** Adds an entry whose id was taken beforehand (`lockStation`), with its event. */
export function insertEntryWithId(db: Db, entry: NewEntry & { id: number }): LineWrites {
  return [entryWithId(db, entry)];
}
const entryWithId = preparedStatement((db, slot: SlotOf<NewEntry & { id: number }>) =>
  db.insertInto('queue_entries').values({ id: slot('id'), ...newEntryValues(slot) }),
);

/**
 * A change's writes to a line, not run yet: `insertEvent` runs them with the event that records
 * them (in the same statement on PostgreSQL).
 */
export type LineWrites = CompiledQuery[];

export function callToLoading(db: Db, id: number, at: string): LineWrites {
  return [calledToLoading(db, { id, at })];
}
const calledToLoading = preparedStatement((db, slot: SlotOf<{ id: number; at: string }>) =>
  db
    .updateTable('queue_entries')
    .set({ status: 'loading', loading_at: slot('at'), updated_at: slot('at') })
    .where('id', '=', slot('id')),
);

/** An entry that a change takes out of its line, and how it ends. */
export interface Ending {
  status: QueueStatus;
  ended_at: string;
  departed_at: string | null;
  end_reason: string | null;
}

/**
 * Takes an entry out of its line and closes the gap behind it: the entry ends and every later
 * entry of the line moves up a place.
 *
 * On PostgreSQL in one statement, as each statement is a round trip. SQLite has no round trips,
 * but it rewrites every index on a column that a statement assigns, for each row it touches,
 * whether the value changes or not: one statement assigning the ending's columns to the whole
 * line rewrote four indexes per entry behind (a fifth of the queue's database time). There the
 * entry ends in one statement, and the line closes up in another that assigns only unindexed
 * columns.
 */
export function takeOutOfLine(
  db: Db,
  entry: { id: number; station_id: number; route_id: number; position: number },
  ending: Ending,
): LineWrites {
  const values = {
    id: entry.id,
    station: entry.station_id,
    route: entry.route_id,
    position: entry.position,
    ...ending,
  };
  if (onPostgres(db)) return [takenOutOfLine(db, values)];
  return [endedEntry(db, values), closedUpLine(db, values)];
}
type OutOfLine = { id: number; station: number; route: number; position: number } & {
  [K in keyof Ending]: Ending[K];
};
const endedEntry = preparedStatement((db, slot: SlotOf<OutOfLine>) =>
  db
    .updateTable('queue_entries')
    .set({
      position: null,
      status: slot('status'),
      ended_at: slot('ended_at'),
      departed_at: slot('departed_at'),
      end_reason: slot('end_reason'),
      updated_at: slot('ended_at'),
    })
    .where('id', '=', slot('id')),
);
const closedUpLine = preparedStatement((db, slot: SlotOf<OutOfLine>) =>
  db
    .updateTable('queue_entries')
    .set((eb) => ({ position: eb('position', '-', 1), updated_at: slot('ended_at') }))
    .where('station_id', '=', slot('station'))
    .where('route_id', '=', slot('route'))
    .where('status', 'in', ACTIVE)
    .where('position', '>', slot('position')),
);
const takenOutOfLine = preparedStatement((db, slot: SlotOf<OutOfLine>) =>
  db
    .updateTable('queue_entries')
    .set((eb) => {
      const isEntry = eb('id', '=', slot('id'));
      const ending = <K extends keyof Ending>(column: K) =>
        eb.case().when(isEntry).then(slot(column)).else(eb.ref(column)).end();
      return {
        position: eb
          .case()
          .when(isEntry)
          .then(null)
          .else(eb('position', '-', 1))
          .end(),
        status: ending('status'),
        ended_at: ending('ended_at'),
        departed_at: ending('departed_at'),
        end_reason: ending('end_reason'),
        updated_at: slot('ended_at'),
      };
    })
    .where('station_id', '=', slot('station'))
    .where('route_id', '=', slot('route'))
    .where('status', 'in', ACTIVE)
    .where((eb) => eb.or([eb('id', '=', slot('id')), eb('position', '>', slot('position'))])),
);

/**
 * Moves an entry to `to` in its line, in one statement: the entries it passes shift a place
 * towards where it was.
 */
export function moveInLine(
  db: Db,
  entry: { id: number; station_id: number; route_id: number; position: number },
  to: number,
  at: string,
): LineWrites {
  const from = entry.position;
  const [low, high, delta] = to < from ? [to, from - 1, 1] : [from + 1, to, -1];
  return [
    db
      .updateTable('queue_entries')
      .set((eb) => ({
        position: eb
          .case()
          .when('id', '=', entry.id)
          .then(to)
          .else(eb('position', '+', delta))
          .end(),
        updated_at: at,
      }))
      .where('station_id', '=', entry.station_id)
      .where('route_id', '=', entry.route_id)
      .where('status', 'in', ACTIVE)
      .where((eb) =>
        eb.or([
          eb('id', '=', entry.id),
          eb.and([eb('position', '>=', low), eb('position', '<=', high)]),
        ]),
      )
      .compile(),
  ];
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
  {
    writes = [],
    last = false,
  }: {
    /** The change's writes to its line, run before the event (in its statement on PostgreSQL). */
    writes?: LineWrites;
    /** The transaction's last statement: on PostgreSQL it commits the transaction too. */
    last?: boolean;
  } = {},
): Promise<number> {
  const insert = insertedEvent(db, {
    ...event,
    before: event.before ? JSON.stringify(event.before) : null,
    after: JSON.stringify(event.after),
  });
  // One round trip on PostgreSQL; SQLite has none, and no data-modifying `with`.
  if (onPostgres(db)) {
    const statement = afterWrites(writes, insert);
    return idOf(await db.executeQuery(last ? thenCommit(statement) : statement));
  }
  for (const write of writes) await db.executeQuery(write);
  return idOf(await db.executeQuery(insert));
}
const idOf = ({ rows }: QueryResult<{ id: number }>) => (rows[0] as { id: number }).id;
const insertedEvent = preparedStatement(
  (
    db,
    slot: SlotOf<{
      entryId: number;
      stationId: number;
      type: QueueEventType;
      actorId: number | null;
      before: string | null;
      after: string;
      reason: string | null;
      channel: string;
      at: string;
    }>,
  ) =>
    db
      .insertInto('queue_events')
      .values({
        entry_id: slot('entryId'),
        station_id: slot('stationId'),
        type: slot('type'),
        actor_id: slot('actorId'),
        before: slot('before'),
        after: slot('after'),
        reason: slot('reason'),
        channel: slot('channel'),
        created_at: slot('at'),
      })
      .returning('id'),
);

export function eventsAfter(
  db: Db,
  options: { stationId?: number; afterId: number; limit: number },
) {
  let query = db.selectFrom('queue_events').selectAll().where('id', '>', options.afterId);
  if (options.stationId !== undefined) query = query.where('station_id', '=', options.stationId);
  return query.orderBy('id').limit(options.limit).execute();
}

export async function lastEventId(db: Db, stationId?: number): Promise<number> {
  const [row] =
    stationId === undefined
      ? await db
          .selectFrom('queue_events')
          .select((eb) => eb.fn.max('id').as('id'))
          .execute()
      : await lastEventOfStation(db, { station: stationId });
  return Number(row?.id ?? 0);
}
const lastEventOfStation = preparedQuery((db, slot: SlotOf<{ station: number }>) =>
  db
    .selectFrom('queue_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('station_id', '=', slot('station')),
);

/**
 * What a join needs to know, in one query: the vehicle, the route if it is in service and
 * serves the station (as an end or a stop) with its Sacco, and the station's name.
 */
export async function joinFacts(
  db: Db,
  input: { vehicle: number; route: number; station: number },
) {
  return (await joinFactsOf(db, input))[0];
}
const joinFactsOf = preparedQuery(
  (db, slot: SlotOf<{ vehicle: number; route: number; station: number }>) =>
    db
      .selectFrom('vehicles')
      .leftJoin('routes', (join) =>
        join
          .on('routes.id', '=', slot('route'))
          .on('routes.status', '=', 'active')
          .on((eb) => servesStation(eb, slot('station'))),
      )
      .leftJoin('stations', (join) => join.on('stations.id', '=', slot('station')))
      .select([
        'vehicles.id',
        'vehicles.plate',
        'vehicles.seats',
        'vehicles.status',
        'vehicles.sacco_id',
        'routes.id as route_id',
        'routes.sacco_id as route_sacco_id',
        ...ROUTE_CODE_AND_NAME,
        'stations.name as station_name',
      ])
      .select(hasCrew)
      .where('vehicles.id', '=', slot('vehicle')),
);

/** Whether an account drives or conducts a vehicle now. */
export async function drivesVehicle(db: Db, vehicleId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('vehicle_people')
    .select('user_id')
    .where('vehicle_id', '=', vehicleId)
    .where('user_id', '=', userId)
    .where('relation', 'in', ['driver', 'conductor'])
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The accounts that drive or conduct each of some vehicles now, in one query. */
export async function crewsOf(db: Db, vehicleIds: number[]): Promise<Map<number, number[]>> {
  const crews = new Map<number, number[]>();
  if (vehicleIds.length === 0) return crews;
  const rows = await db
    .selectFrom('vehicle_people')
    .select(['vehicle_id', 'user_id'])
    .where('vehicle_id', 'in', vehicleIds)
    .where('relation', 'in', ['driver', 'conductor'])
    .where('ended_at', 'is', null)
    .orderBy('vehicle_id')
    .orderBy('user_id')
    .execute();
  for (const row of rows)
    crews.set(row.vehicle_id, [...(crews.get(row.vehicle_id) ?? []), row.user_id]);
  return crews;
}

export interface EntryFilters {
  station?: number | undefined;
  route?: number | undefined;
  status?: QueueStatus | undefined;
  joinedFrom?: string | undefined;
  joinedTo?: string | undefined;
  stationIds?: number[] | undefined;
  vehicleIdsOf?: { userId: number; relations: string[] } | undefined;
  saccoId?: number | undefined;
}

export async function listEntries(db: Db, filters: EntryFilters, page: PageWindow) {
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
  return listPage(
    query.orderBy('queue_entries.joined_at', 'desc').orderBy('queue_entries.id', 'desc'),
    query,
    page,
  );
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
