import {
  type JoinQueueInput,
  messages,
  type Notification,
  type QueueChangeInput,
  type QueueEntry,
  type QueueEvent,
  type QueueEventType,
  type QueueListQuery,
  type QueueStats,
  type QueueStatus,
  type StationQueue,
  todayInNairobi,
} from '@foleni/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { pageWindow, paginated } from '../../lib/pagination';
import { nowIso } from '../../lib/time';
import type { RealtimeBus } from '../../realtime/bus';
import type { Account } from '../auth/auth.guard';
import type { NotificationsService } from '../notifications/notifications.service';
import { canChangeEntry, canJoin, canRunStation, entryCan, queueListScope } from './queue.policy';
import * as repo from './queue.repo';

export const stationChannel = (stationId: number) => `station:${stationId}`;

/** Nairobi is UTC+3 all year (no daylight saving). */
const NAIROBI_OFFSET_MS = 3 * 3600_000;

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
    status: row.status as QueueStatus,
    position: row.position,
    joined_at: row.joined_at,
    loading_at: row.loading_at,
    departed_at: row.departed_at,
    ended_at: row.ended_at,
    end_reason: row.end_reason,
  };
}

const ALERT_TEXTS = {
  called: [messages.queue.calledTitle, messages.queue.called],
  next_in_line: [messages.queue.nextInLineTitle, messages.queue.nextInLine],
  queued: [messages.queue.queuedTitle, messages.queue.queued],
} as const;

/** What the rebuild needs of an entry in an event: enough to replay the line exactly. */
interface EventState {
  route: number;
  vehicle: number;
  status: QueueStatus;
  position: number | null;
}

interface ChangeOutcome {
  event: QueueEvent;
  alerts: { userId: number; notification: Notification }[];
}

function isUniqueViolation(error: unknown, index: string): boolean {
  const { code, message } = error as { code?: string; message?: string };
  const unique = code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
  // PostgreSQL names the index; SQLite names the columns of the partial index.
  const columns =
    index === 'queue_entries_one_active_per_vehicle'
      ? 'queue_entries.vehicle_id'
      : 'queue_entries.station_id, queue_entries.route_id';
  return unique && (message?.includes(index) === true || message?.includes(columns) === true);
}

export function createQueueService(deps: {
  db: Db;
  engine: 'sqlite' | 'postgres';
  bus: RealtimeBus;
  notifications: NotificationsService;
  log: { error(details: object, message: string): void };
}) {
  const { db, engine, bus, notifications, log } = deps;

  async function inStation<T>(stationId: number, work: (trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      if (!(await repo.lockStation(trx, engine, stationId))) throw AppError.notFound('Station');
      return work(trx);
    });
  }

  async function runsStation(account: Account, stationId: number) {
    const own =
      account.role === 'STATION_ADMIN' ? await repo.stationIdsOfAdmin(db, account.id) : [];
    return canRunStation(account, stationId, own);
  }

  /**
   * Appends the event of a change (in the change's transaction) and works out whom to alert:
   * the crew of a vehicle called to load, of one that has just become next in line, and of one
   * that someone else has queued.
   * `ended` is the entry as it is now when the change took it out of the line.
   */
  async function record(
    trx: Db,
    change: {
      entryId: number;
      stationId: number;
      routeId: number;
      type: QueueEventType;
      actor: Account;
      reason: string | null;
      before: EventState | null;
      lineBefore: repo.LineSlot[];
      ended?: repo.EntryRow;
    },
  ): Promise<ChangeOutcome> {
    const line = await repo.activeQueue(trx, change.stationId, change.routeId);
    const entry = line.find((row) => row.id === change.entryId) ?? change.ended;
    if (!entry) throw AppError.notFound('Queue entry');
    const at = nowIso();
    const after: EventState = {
      route: entry.route_id,
      vehicle: entry.vehicle_id,
      status: entry.status as QueueStatus,
      position: entry.position,
    };
    const id = await repo.insertEvent(trx, {
      entryId: entry.id,
      stationId: entry.station_id,
      type: change.type,
      actorId: change.actor.id,
      before: change.before,
      after,
      reason: change.reason,
      at,
    });

    const alerts: ChangeOutcome['alerts'] = [];
    const alert = async (
      row: repo.EntryRow,
      kind: 'called' | 'next_in_line' | 'queued',
      except?: number,
    ) => {
      const [title, body] = ALERT_TEXTS[kind];
      for (const userId of await repo.vehicleCrew(trx, row.vehicle_id)) {
        if (userId === except) continue;
        const notification = await notifications.store(
          trx,
          userId,
          `queue.${kind}`,
          title,
          body(row.plate, row.station_name),
          { entry: row.id, station: row.station_id, route: row.route_id },
        );
        alerts.push({ userId, notification });
      }
    };
    if (change.type === 'called') await alert(entry, 'called');
    // Next in line: the first waiting vehicle, whether another is loading ahead of it or not.
    const next = line.find((row) => row.status === 'waiting');
    const wasNext = change.lineBefore.find((row) => row.status === 'waiting')?.id === next?.id;
    if (next && !wasNext) await alert(next, 'next_in_line');
    // Queued by someone else (a marshal): the crew's apps learn of it at once, and it says why.
    if (change.type === 'joined' && next?.id !== entry.id)
      await alert(entry, 'queued', change.actor.id);

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
      alerts,
    };
  }

  /**
   * After the commit: every instance's live subscribers, then the drivers. The change is stored
   * by now, so a failure here is logged rather than answered as a failed change: live pages catch
   * up from the events when they reconnect, and the alerts wait in the drivers' lists.
   */
  async function announce(outcome: ChangeOutcome): Promise<QueueEvent> {
    try {
      await bus.publish(stationChannel(outcome.event.station), JSON.stringify(outcome.event));
      for (const { userId, notification } of outcome.alerts)
        await notifications.deliver(userId, notification);
    } catch (error) {
      log.error({ err: error, event: outcome.event.id }, 'a stored queue change was not announced');
    }
    return outcome.event;
  }

  const stateOf = (row: repo.EntryRow): EventState => ({
    route: row.route_id,
    vehicle: row.vehicle_id,
    status: row.status as QueueStatus,
    position: row.position,
  });

  return {
    async join(account: Account, input: Required<JoinQueueInput>): Promise<QueueEvent> {
      const crew = await repo.vehicleCrew(db, input.vehicle);
      if (!canJoin(account, await runsStation(account, input.station), crew.includes(account.id))) {
        throw AppError.forbidden(
          account.role === 'DRIVER' ? messages.queue.notYourVehicle : messages.queue.notYourStation,
        );
      }
      const vehicle = await repo.findVehicle(db, input.vehicle);
      if (!vehicle) throw AppError.field('vehicle', messages.queue.vehicleRequired);
      if (vehicle.status !== 'active')
        throw AppError.field('vehicle', messages.queue.vehicleNotApproved);
      const route = await repo.routeAtStation(db, input.route, input.station);
      if (!route) throw AppError.field('route', messages.queue.routeNotAtStation);
      if (route.sacco_id === null || route.sacco_id !== vehicle.sacco_id)
        throw AppError.field('route', messages.queue.routeOfOtherSacco);
      try {
        const outcome = await inStation(input.station, async (trx) => {
          const line = await repo.lineSlots(trx, input.station, input.route);
          const entryId = await repo.insertEntry(trx, {
            stationId: input.station,
            routeId: input.route,
            vehicleId: input.vehicle,
            position: line.length + 1,
          });
          return record(trx, {
            entryId,
            stationId: input.station,
            routeId: input.route,
            type: 'joined',
            actor: account,
            reason: null,
            before: null,
            lineBefore: line,
          });
        });
        return await announce(outcome);
      } catch (error) {
        if (isUniqueViolation(error, 'queue_entries_one_active_per_vehicle'))
          throw AppError.conflict(messages.queue.alreadyQueued);
        throw error;
      }
    },

    async change(account: Account, entryId: number, input: QueueChangeInput): Promise<QueueEvent> {
      const found = await repo.findEntryPlace(db, entryId);
      if (!found) throw AppError.notFound('Queue entry');
      const runner = await runsStation(account, found.station_id);
      const crew = await repo.vehicleCrew(db, found.vehicle_id);
      if (!canChangeEntry(account, input.action, runner, crew.includes(account.id))) {
        throw AppError.forbidden(
          account.role === 'DRIVER' ? messages.queue.notYourVehicle : messages.queue.notYourStation,
        );
      }
      try {
        const outcome = await inStation(found.station_id, async (trx) => {
          // Read again under the lock: the entry may have moved since.
          const entry = await repo.findEntry(trx, entryId);
          if (
            !entry ||
            entry.position === null ||
            (entry.status !== 'waiting' && entry.status !== 'loading')
          ) {
            throw AppError.conflict(messages.queue.ended);
          }
          const line = await repo.lineSlots(trx, entry.station_id, entry.route_id);
          const before = stateOf(entry);
          const now = nowIso();
          const leaveLine = async (
            status: QueueStatus,
            extra: { departed_at?: string; end_reason?: string | null },
          ): Promise<repo.EntryRow> => {
            const changes = { status, position: null, ended_at: now, ...extra };
            await repo.updateEntry(trx, entry.id, changes);
            await repo.shiftPositions(
              trx,
              entry.station_id,
              entry.route_id,
              (entry.position as number) + 1,
              line.length,
              -1,
            );
            return { ...entry, ...changes, updated_at: now };
          };
          const base = {
            entryId,
            stationId: entry.station_id,
            routeId: entry.route_id,
            actor: account,
            before,
            lineBefore: line,
          };

          switch (input.action) {
            case 'call':
              if (entry.status === 'loading' || line.some((row) => row.status === 'loading'))
                throw AppError.conflict(messages.queue.alreadyLoading);
              if (entry.position !== 1) throw AppError.conflict(messages.queue.notHead);
              await repo.updateEntry(trx, entry.id, { status: 'loading', loading_at: now });
              return record(trx, { ...base, type: 'called', reason: null });
            case 'depart':
              if (entry.status !== 'loading') throw AppError.conflict(messages.queue.notLoading);
              return record(trx, {
                ...base,
                type: 'departed',
                reason: null,
                ended: await leaveLine('departed', { departed_at: now }),
              });
            case 'leave':
              return record(trx, {
                ...base,
                type: 'left',
                reason: input.reason || null,
                ended: await leaveLine('left', { end_reason: input.reason || null }),
              });
            case 'remove':
              return record(trx, {
                ...base,
                type: 'removed',
                reason: input.reason,
                ended: await leaveLine('removed', { end_reason: input.reason }),
              });
            case 'move': {
              if (entry.status !== 'waiting') throw AppError.conflict(messages.queue.moveLoading);
              const first = line.some((row) => row.status === 'loading') ? 2 : 1;
              if (input.position < first || input.position > line.length)
                throw AppError.field('position', messages.queue.positionRange);
              const from = entry.position as number;
              if (input.position < from)
                await repo.shiftPositions(
                  trx,
                  entry.station_id,
                  entry.route_id,
                  input.position,
                  from - 1,
                  1,
                );
              else
                await repo.shiftPositions(
                  trx,
                  entry.station_id,
                  entry.route_id,
                  from + 1,
                  input.position,
                  -1,
                );
              await repo.updateEntry(trx, entry.id, { position: input.position });
              return record(trx, { ...base, type: 'moved', reason: input.reason });
            }
          }
        });
        return await announce(outcome);
      } catch (error) {
        if (isUniqueViolation(error, 'queue_entries_one_loading_per_queue'))
          throw AppError.conflict(messages.queue.alreadyLoading);
        throw error;
      }
    },

    async list(account: Account, query: QueueListQuery) {
      const scope = queueListScope(account);
      const filters: repo.EntryFilters = {
        station: query.station,
        route: query.route,
        status: query.status,
      };
      if (query.date) {
        const start = Date.parse(`${query.date}T00:00:00Z`) - NAIROBI_OFFSET_MS;
        filters.joinedFrom = new Date(start).toISOString();
        filters.joinedTo = new Date(start + 86_400_000).toISOString();
      }
      if (scope.kind === 'stations')
        filters.stationIds = await repo.stationIdsOfAdmin(db, account.id);
      if (scope.kind === 'sacco') filters.saccoId = scope.saccoId ?? -1;
      if (scope.kind === 'vehicles')
        filters.vehicleIdsOf = { userId: account.id, relations: scope.relations };
      const { rows, count } = await repo.listEntries(db, filters, pageWindow(query));
      // The list holds the caller's stations' entries or their own vehicles' ones.
      const own = filters.stationIds ?? [];
      const entries = rows.map((row) => {
        const runner = canRunStation(account, row.station_id, own);
        const inLine = row.position !== null;
        return {
          ...toQueueEntry(row),
          can: entryCan(account, runner, scope.kind === 'vehicles', inLine),
        };
      });
      return paginated(entries, count, query);
    },

    /** Every route's line at a station now, and the last event it reflects. */
    async stationQueue(stationId: number): Promise<StationQueue> {
      return db.transaction().execute(async (trx) => {
        const station = await repo.findStationName(trx, stationId);
        if (!station) throw AppError.notFound('Station');
        const [rows, lastId] = await Promise.all([
          repo.activeAtStation(trx, stationId),
          repo.lastEventId(trx, stationId),
        ]);
        const routes = new Map<number, StationQueue['routes'][number]>();
        for (const row of rows) {
          let route = routes.get(row.route_id);
          if (!route) {
            route = {
              route: row.route_id,
              route_code: row.route_code,
              route_name: row.route_name,
              entries: [],
            };
            routes.set(row.route_id, route);
          }
          route.entries.push(toQueueEntry(row));
        }
        return {
          station: station.id,
          station_name: station.name,
          last_event_id: lastId,
          routes: [...routes.values()],
        };
      });
    },

    subscribe(stationId: number, listener: (message: string) => void) {
      return bus.subscribe(stationChannel(stationId), listener);
    },

    async stats(query: {
      station?: number | undefined;
      route?: number | undefined;
      date?: string | undefined;
    }): Promise<QueueStats> {
      const date = query.date ?? todayInNairobi();
      const start = Date.parse(`${date}T00:00:00Z`) - NAIROBI_OFFSET_MS;
      const rows = await repo.entriesForStats(db, {
        ...query,
        from: new Date(start).toISOString(),
        to: new Date(start + 86_400_000).toISOString(),
      });
      const perHour = Array.from({ length: 24 }, () => 0);
      const routes = new Map<number, { route_code: string; departures: number; waits: number[] }>();
      const waits: number[] = [];
      let waiting = 0;
      let loading = 0;
      for (const row of rows) {
        if (row.status === 'waiting') waiting++;
        if (row.status === 'loading') loading++;
        if (row.status !== 'departed' || !row.departed_at) continue;
        const hour = Math.floor((Date.parse(row.departed_at) - start) / 3600_000);
        perHour[hour] = (perHour[hour] ?? 0) + 1;
        const route = routes.get(row.route_id) ?? {
          route_code: row.route_code,
          departures: 0,
          waits: [],
        };
        route.departures++;
        if (row.loading_at) {
          const minutes = (Date.parse(row.loading_at) - Date.parse(row.joined_at)) / 60_000;
          route.waits.push(minutes);
          waits.push(minutes);
        }
        routes.set(row.route_id, route);
      }
      const average = (values: number[]) =>
        values.length
          ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10
          : null;
      return {
        date,
        departures: perHour.reduce((a, b) => a + b, 0),
        departures_per_hour: perHour,
        average_wait_minutes: average(waits),
        waiting_now: waiting,
        loading_now: loading,
        by_route: [...routes.entries()]
          .map(([route, value]) => ({
            route,
            route_code: value.route_code,
            departures: value.departures,
            average_wait_minutes: average(value.waits),
          }))
          .sort((a, b) => b.departures - a.departures),
      };
    },
  };
}
export type QueueService = ReturnType<typeof createQueueService>;

/** The lines as the events tell them, replayed from the first: for checking the live state. */
export async function rebuildLinesFromEvents(
  db: Db,
): Promise<Map<string, { id: number; vehicle: number; status: QueueStatus }[]>> {
  const lines = new Map<string, { id: number; vehicle: number; status: QueueStatus }[]>();
  for (let afterId = 0; ; ) {
    const events = await repo.eventsAfter(db, { afterId, limit: 5000 });
    if (events.length === 0) {
      for (const [key, line] of lines) if (line.length === 0) lines.delete(key);
      return lines;
    }
    for (const event of events) {
      const after = JSON.parse(event.after ?? '{}') as EventState;
      const key = `${event.station_id}/${after.route}`;
      const line = lines.get(key) ?? [];
      lines.set(key, line);
      const index = line.findIndex((item) => item.id === event.entry_id);
      switch (event.type as QueueEventType) {
        case 'joined':
          line.push({ id: event.entry_id, vehicle: after.vehicle, status: 'waiting' });
          break;
        case 'called':
          if (line[index]) line[index].status = 'loading';
          break;
        case 'moved': {
          const [moved] = line.splice(index, 1);
          if (moved) line.splice((after.position ?? 1) - 1, 0, moved);
          break;
        }
        default:
          line.splice(index, 1);
      }
      afterId = event.id;
    }
  }
}

/** The live lines in the same shape, for comparison with the rebuild. */
export async function liveLines(
  db: Db,
): Promise<Map<string, { id: number; vehicle: number; status: QueueStatus }[]>> {
  const lines = new Map<string, { id: number; vehicle: number; status: QueueStatus }[]>();
  for (const row of await repo.allActive(db)) {
    const key = `${row.station_id}/${row.route_id}`;
    const line = lines.get(key) ?? [];
    line.push({ id: row.id, vehicle: row.vehicle_id, status: row.status as QueueStatus });
    lines.set(key, line);
  }
  return lines;
}

/**
 * Counts breaches of the queue's rules in the stored state: a vehicle active twice, two loading
 * in one line or a loading vehicle not at the head, positions not dense from 1, an entry with
 * events after it ended. Used by tests and the queue benchmark.
 */
export async function countRuleViolations(
  db: Db,
): Promise<{ violations: number; details: string[] }> {
  const details: string[] = [];
  const active = await repo.allActive(db);
  const vehicles = new Set<number>();
  const lines = new Map<string, typeof active>();
  for (const row of active) {
    if (vehicles.has(row.vehicle_id)) details.push(`vehicle ${row.vehicle_id} is active twice`);
    vehicles.add(row.vehicle_id);
    const key = `${row.station_id}/${row.route_id}`;
    lines.set(key, [...(lines.get(key) ?? []), row]);
  }
  for (const [key, line] of lines) {
    line.forEach((row, index) => {
      if (row.position !== index + 1)
        details.push(`queue ${key}: entry ${row.id} at ${row.position}, expected ${index + 1}`);
      if (row.status === 'loading' && index !== 0)
        details.push(`queue ${key}: loading entry ${row.id} is not at the head`);
    });
  }
  const ended = new Set<number>();
  for (let afterId = 0; ; ) {
    const events = await repo.eventsAfter(db, { afterId, limit: 5000 });
    if (events.length === 0) break;
    for (const event of events) {
      if (ended.has(event.entry_id))
        details.push(`entry ${event.entry_id} changed after it ended (event ${event.id})`);
      if (event.type === 'departed' || event.type === 'left' || event.type === 'removed')
        ended.add(event.entry_id);
      afterId = event.id;
    }
  }
  return { violations: details.length, details };
}
