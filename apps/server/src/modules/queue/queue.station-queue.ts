import type { StationQueue } from '@foleni/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { toQueueEntry } from './queue.events';
import * as repo from './queue.repo';

/** Every route's line at a station now, and the last event it reflects. */
export async function stationQueue(db: Db, stationId: number): Promise<StationQueue> {
  return db.transaction().execute(async (trx) => {
    const station = await repo.findStationName(trx, stationId);
    if (!station) throw AppError.notFound('station');
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
      short_code: station.short_code,
      last_event_id: lastId,
      routes: [...routes.values()],
    };
  });
}
