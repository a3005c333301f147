import type { Db } from '../../db/database';
import * as repo from './queue.repo';

/**
 * How long a kept line may stand in for a read: its vehicles' plates and crews, and the names of
 * its route and station, are edited elsewhere without a queue event, so they are read afresh at
 * least this often. A busy station's changes come far more often than this.
 */
const FRESH_MS = 1000;

/**
 * Each line as the last change in this process left it, with the station's event it follows.
 * Every write to a line appends a queue event in the same transaction, so a kept line is the
 * stored one exactly when the station's last event is still that one: asking that costs an index
 * lookup, where reading the line joins four tables for every vehicle in it. On PostgreSQL the
 * question is asked under the station's lock, so changes made by other instances are seen too.
 */
export interface QueueLines {
  /**
   * The line of a route at a station, head first, read or kept; inside the change's hold. The
   * station's last event is asked for unless the caller knows it already.
   */
  current(
    trx: Db,
    stationId: number,
    routeId: number,
    lastEventId?: number,
  ): Promise<repo.LineRow[]>;
  /** The line after a committed change, and the event that change appended. */
  keep(stationId: number, routeId: number, eventId: number, line: repo.LineRow[]): void;
}

interface Kept {
  eventId: number;
  line: repo.LineRow[];
  keptAt: number;
}

export function createQueueLines(freshMs = FRESH_MS): QueueLines {
  const kept = new Map<string, Kept>();
  const keyOf = (stationId: number, routeId: number) => `${stationId}/${routeId}`;
  return {
    async current(trx, stationId, routeId, lastEventId) {
      const key = keyOf(stationId, routeId);
      const line = kept.get(key);
      if (line && performance.now() - line.keptAt < freshMs) {
        const last = lastEventId ?? (await repo.lastEventId(trx, stationId));
        if (last === line.eventId) return line.line;
      }
      kept.delete(key);
      return repo.activeQueue(trx, stationId, routeId);
    },
    keep(stationId, routeId, eventId, line) {
      kept.set(keyOf(stationId, routeId), { eventId, line, keptAt: performance.now() });
    },
  };
}
