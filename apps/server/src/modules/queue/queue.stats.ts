import { type QueueStats, todayInNairobi } from '@foleni/contract';
import type { Db } from '../../db/database';
import { NAIROBI_OFFSET_MS } from '../../lib/time';
import * as repo from './queue.repo';

/** A day's departures per hour and per route, the average wait, and the lines now. */
export async function queueStats(
  db: Db,
  query: {
    station?: number | undefined;
    route?: number | undefined;
    date?: string | undefined;
  },
): Promise<QueueStats> {
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
}
