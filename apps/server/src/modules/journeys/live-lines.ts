import type { LiveQueue } from '@foleni/contract';
import type { Db } from '../../db/database';
import type { RealtimeBus } from '../../realtime/bus';
import { stationChannel } from '../queue/queue.events';
import { stationLines } from './journeys.repo';

// The stage line a journey's boarding station shows now. Read from the database once per
// station, then kept until the station's next queue change reaches this instance through the
// realtime bus, so a busy search page costs one read per change, not one per search.

type Lines = Map<number, LiveQueue>;

export function createLiveLines(db: Db, bus: RealtimeBus) {
  const cache = new Map<number, Promise<Lines>>();
  const followed = new Map<number, () => void>();

  async function load(stationId: number): Promise<Lines> {
    const { active, departures } = await stationLines(db, stationId);
    const lines: Lines = new Map();
    const lineOf = (routeId: number) => {
      let line = lines.get(routeId);
      if (!line) {
        line = { station_id: stationId, loading: null, waiting: 0, last_departure: null };
        lines.set(routeId, line);
      }
      return line;
    };
    for (const entry of active) {
      const line = lineOf(entry.routeId);
      if (entry.status === 'loading') line.loading = { plate: entry.plate };
      else line.waiting++;
    }
    for (const departure of departures)
      if (departure.lastDeparture)
        lineOf(departure.routeId).last_departure = departure.lastDeparture;
    return lines;
  }

  const loaded = new Map<number, Lines>();

  function follow(stationId: number) {
    if (followed.has(stationId)) return;
    const forget = () => {
      cache.delete(stationId);
      loaded.delete(stationId);
    };
    followed.set(stationId, bus.subscribe(stationChannel(stationId), forget));
  }

  return {
    /**
     * The line of a route at a station, or null when Foleni has no queue of it there; answered
     * at once (no promise) when the station's lines are already known.
     */
    of(stationId: number, routeId: number): LiveQueue | null | Promise<LiveQueue | null> {
      const known = loaded.get(stationId);
      if (known) return known.get(routeId) ?? null;
      let lines = cache.get(stationId);
      if (!lines) {
        follow(stationId);
        lines = load(stationId).then((result) => {
          if (cache.get(stationId) === lines) loaded.set(stationId, result);
          return result;
        });
        cache.set(stationId, lines);
        lines.catch(() => cache.delete(stationId));
      }
      return lines.then((result) => result.get(routeId) ?? null);
    },
    close() {
      for (const stop of followed.values()) stop();
      followed.clear();
    },
  };
}
export type LiveLines = ReturnType<typeof createLiveLines>;
