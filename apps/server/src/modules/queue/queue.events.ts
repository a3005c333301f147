import {
  type Notification,
  problem,
  QUEUE_ALERTS,
  type QueueEntry,
  type QueueEvent,
  type QueueEventType,
  type QueueStatus,
} from '@foleni/contract';
import type { Transactions } from '../../db/commit-group';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { RealtimeBus } from '../../realtime/bus';
import type { Account } from '../auth/auth.guard';
import type { NotificationsService } from '../notifications/notifications.service';
import { ownStationIds } from '../stations/stations.service';
import type { StationLanes } from './queue.lanes';
import type { QueueLines } from './queue.lines';
import type { EntryPlaces } from './queue.places';
import { canRunStation, type StandingQuestions } from './queue.policy';
import * as repo from './queue.repo';

// What every queue action shares: the station's lane and lock, the recorded event of a change and its
// announcement after the commit.

export interface QueueDeps {
  db: Db;
  engine: 'sqlite' | 'postgres';
  bus: RealtimeBus;
  notifications: NotificationsService;
  log: { error(details: object, message: string): void };
}

export const stationChannel = (stationId: number) => `station:${stationId}`;

/** Where a queue change came from, kept in its event for the audit trail. */
export type QueueChannel = 'web' | 'ussd';

export function toQueueEntry(row: repo.EntryRow): QueueEntry {
  return {
    id: row.id,
    station: row.station_id,
    station_name: row.station_name,
    route: row.route_id,
    route_code: row.route_code,
    route_name: row.route_name,
    vehicle: row.vehicle_id,
    plate: row.plate,
    seats: row.seats,
    status: row.status,
    position: row.position,
    joined_at: row.joined_at,
    loading_at: row.loading_at,
    departed_at: row.departed_at,
    ended_at: row.ended_at,
    end_reason: row.end_reason,
  };
}

/** What the rebuild needs of an entry in an event: enough to replay the line exactly. */
export interface EventState {
  route: number;
  vehicle: number;
  status: QueueStatus;
  position: number | null;
}

export interface ChangeOutcome {
  event: QueueEvent;
  /** The route's line after the change, as rows: what the next change starts from. */
  line: repo.LineRow[];
  alerts: { userId: number; notification: Notification }[];
}

export function isUniqueViolation(error: unknown, index: string): boolean {
  const { code, message } = error as { code?: string; message?: string };
  const unique = code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
  // PostgreSQL names the index; SQLite names the columns of the partial index.
  const columns =
    index === 'queue_entries_one_active_per_vehicle'
      ? 'queue_entries.vehicle_id'
      : 'queue_entries.station_id, queue_entries.route_id';
  return unique && (message?.includes(index) === true || message?.includes(columns) === true);
}

/**
 * The service's own parts beside its dependencies: the station lanes, the entry places, the kept
 * lines and the transactions its changes run in.
 */
export interface QueueContext extends QueueDeps {
  lanes: StationLanes;
  places: EntryPlaces;
  lines: QueueLines;
  transactions: Transactions;
}

/** A change's transaction, in its station's lane. */
export function inStation<T>(
  { lanes, transactions }: QueueContext,
  stationId: number,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return lanes.run(stationId, () => transactions.run(work));
}

/** A route's line as a change found it under the station's hold. */
export interface HeldLine {
  line: repo.LineRow[];
  /** On PostgreSQL, for a join: the id its entry will have. */
  newEntryId?: number;
}

/**
 * The route's line at the station, read while the station is held for the rest of the change's
 * transaction. On SQLite the lane is enough: one writer, and Kysely runs one transaction at a
 * time on its single connection. On PostgreSQL the station's row is locked, and the lock's
 * statement also says the station's last event, which tells whether the kept line is current,
 * and for a join the new entry's id.
 */
export async function holdLine(
  { engine, lines }: QueueContext,
  trx: Db,
  place: { stationId: number; routeId: number; forJoin?: boolean },
): Promise<HeldLine> {
  const { stationId, routeId, forJoin = false } = place;
  if (engine !== 'postgres') return { line: await lines.current(trx, stationId, routeId) };
  const held = await repo.lockStation(trx, stationId, forJoin);
  if (!held) throw AppError.notFound('station');
  const line = await lines.current(trx, stationId, routeId, held.lastEventId);
  return { line, newEntryId: held.newEntryId };
}

/** How the caller stands to a station and a vehicle, asked inside the change's transaction. */
export function standingOf(
  trx: Db,
  account: Account,
  place: { stationId: number; vehicleId: number },
): StandingQuestions {
  return {
    ownStation: async () =>
      canRunStation(account, place.stationId, await ownStationIds(trx, account)),
    ownVehicle: () => repo.drivesVehicle(trx, place.vehicleId, account.id),
  };
}

/** The change a queue action made, as `record` stores it. */
export interface RecordedChange {
  type: QueueEventType;
  actor: Account;
  reason: string | null;
  before: EventState | null;
  /** The entry's line before the change, head first. */
  lineBefore: readonly repo.LineRow[];
  /** The line after the change, head first, as the change worked it out. */
  line: repo.LineRow[];
  /** The entry as it is now: in `line`, or out of it when the change ended it. */
  entry: repo.LineRow;
  at: string;
  /** Where the change came from (the audit trail); the web when not said. */
  channel?: QueueChannel;
  /** The change's writes to the line, run with its event; none when it wrote already. */
  writes: repo.LineWrites;
}

type AlertKind = 'called' | 'next_in_line' | 'queued';

/**
 * Makes the change's writes and appends its event (in the change's transaction), and works out
 * whom to alert:
 * the crew of a vehicle called to load, of one that has just become next in line, and of one
 * that someone else has queued. It is the last step of the change's transaction: on PostgreSQL,
 * when there is no alert to store, the event's statement commits it.
 */
export async function record(
  { notifications }: QueueDeps,
  trx: Db,
  change: RecordedChange,
): Promise<ChangeOutcome> {
  const { entry, line, at } = change;
  const recipients = await alertRecipients(trx, change);
  const id = await repo.insertEvent(
    trx,
    {
      entryId: entry.id,
      stationId: entry.station_id,
      type: change.type,
      actorId: change.actor.id,
      before: change.before,
      after: stateOf(entry),
      reason: change.reason,
      channel: change.channel ?? 'web',
      at,
    },
    { writes: change.writes, last: recipients.length === 0 },
  );

  const alerts: ChangeOutcome['alerts'] = [];
  for (const { userId, row, kind } of recipients) {
    const { title, body } = QUEUE_ALERTS[kind];
    const words = {
      title: problem(title),
      body: problem(body, { plate: row.plate, station: row.station_name }),
    };
    const notification = await notifications.store(trx, userId, `queue.${kind}`, words, {
      entry: row.id,
      station: row.station_id,
      route: row.route_id,
    });
    alerts.push({ userId, notification });
  }

  return {
    event: {
      id,
      station: entry.station_id,
      route: entry.route_id,
      type: change.type,
      entry: toQueueEntry(entry),
      reason: change.reason,
      at,
      queue: line.map(toQueueEntry),
    },
    line,
    alerts,
  };
}

/** The crew members a change alerts, and of what. */
async function alertRecipients(trx: Db, change: RecordedChange) {
  const { entry, line } = change;
  const due: { row: repo.LineRow; kind: AlertKind; except?: number }[] = [];
  if (change.type === 'called') due.push({ row: entry, kind: 'called' });
  // Next in line: the first waiting vehicle, whether another is loading ahead of it or not.
  const next = line.find((row) => row.status === 'waiting');
  const wasNext = change.lineBefore.find((row) => row.status === 'waiting')?.id === next?.id;
  if (next && !wasNext) due.push({ row: next, kind: 'next_in_line' });
  // Queued by someone else (a marshal): the crew's apps learn of it at once, and it says why.
  if (change.type === 'joined' && next?.id !== entry.id)
    due.push({ row: entry, kind: 'queued', except: change.actor.id });

  const crewed = due.filter(({ row }) => row.has_crew);
  const crews = await repo.crewsOf(trx, [...new Set(crewed.map(({ row }) => row.vehicle_id))]);
  return crewed.flatMap(({ row, kind, except }) =>
    (crews.get(row.vehicle_id) ?? [])
      .filter((userId) => userId !== except)
      .map((userId) => ({ userId, row, kind })),
  );
}

/** A committed change's event, and its JSON text as every live subscriber got it. */
export interface AnnouncedEvent {
  event: QueueEvent;
  json: string;
}

/**
 * After the commit: the line is kept for the next change, then every instance's live subscribers
 * hear of it, then the drivers. The change is stored by now, so a failure here is logged rather
 * than answered as a failed change: live pages catch up from the events when they reconnect, and
 * the alerts wait in the drivers' lists.
 */
export async function announce(
  { bus, notifications, log, lines }: QueueContext,
  outcome: ChangeOutcome,
): Promise<AnnouncedEvent> {
  const { event, line, alerts } = outcome;
  lines.keep(event.station, event.route, event.id, line);
  const json = JSON.stringify(event);
  try {
    await bus.publish(stationChannel(event.station), json);
    for (const { userId, notification } of alerts)
      await notifications.deliver(userId, notification);
  } catch (error) {
    log.error({ err: error, event: event.id }, 'a stored queue change was not announced');
  }
  return { event, json };
}

export const stateOf = (
  row: Pick<repo.EntryRow, 'route_id' | 'vehicle_id' | 'status' | 'position'>,
): EventState => ({
  route: row.route_id,
  vehicle: row.vehicle_id,
  status: row.status,
  position: row.position,
});
