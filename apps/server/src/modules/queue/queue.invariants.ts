import type { QueueEventType, QueueStatus } from '@foleni/contract';
import type { Db } from '../../db/database';
import type { EventState } from './queue.events';
import * as repo from './queue.repo';

// The queue's rules checked on the stored state, for the tests and the queue benchmarks.

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
    line.push({ id: row.id, vehicle: row.vehicle_id, status: row.status });
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
