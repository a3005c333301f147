import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { Db } from '../db/database';
import { nowIso } from '../lib/time';

// GTFS feeds for tests: copies of the Nairobi feed, broken on purpose, zipped, and the network
// read back from the database independently of the importer's own code.

const tempDirs: string[] = [];

/** A copy of a feed folder in a temporary folder, removed by `removeFeedCopies`. */
export function copyFeed(folder: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'foleni-gtfs-'));
  tempDirs.push(copy);
  cpSync(folder, copy, { recursive: true });
  return copy;
}

export function removeFeedCopies(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Breaks line `line` of a copy's stop_times.txt: an unknown stop id, or a field left out.
 * Returns the problem the importer must report.
 */
export function breakStopTimes(
  folder: string,
  line: number,
  how: 'unknown stop' | 'missing field',
): string {
  const file = path.join(folder, 'stop_times.txt');
  const lines = readFileSync(file, 'utf8').split('\n');
  const original = lines[line - 1] ?? '';
  const ending = original.endsWith('\r') ? '\r' : '';
  const fields = original.replace(/\r$/, '').split(',');
  if (how === 'unknown stop') fields[3] = 'NO-SUCH-STOP';
  else fields.pop();
  lines[line - 1] = fields.join(',') + ending;
  writeFileSync(file, lines.join('\n'));
  return how === 'unknown stop'
    ? `stop_times.txt, line ${line}: stop_id NO-SUCH-STOP is not in stops.txt`
    : `stop_times.txt, line ${line}: expected 5 fields (trip_id,arrival_time,departure_time,stop_id,stop_sequence) but found 4`;
}

/** The .txt files of a feed folder as a .zip, optionally inside a folder of the archive. */
export function zipFeed(folder: string, inside = ''): Uint8Array {
  const files = readdirSync(folder).filter((name) => name.endsWith('.txt'));
  return zipSync(
    Object.fromEntries(
      files.map((name) => [
        `${inside}${name}`,
        new Uint8Array(readFileSync(path.join(folder, name))),
      ]),
    ),
  );
}

const NETWORK_TABLES = ['regions', 'stations', 'saccos', 'routes', 'route_stops'] as const;

export async function countNetworkRows(
  db: Db,
): Promise<Record<(typeof NETWORK_TABLES)[number], number>> {
  const counts = { regions: 0, stations: 0, saccos: 0, routes: 0, route_stops: 0 };
  for (const table of NETWORK_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Every route by its number: its name and the stop names of each direction, in order. */
export async function readRoutes(
  db: Db,
): Promise<Map<string, { name: string; directions: string[][] }>> {
  const routes = await db.selectFrom('routes').select(['id', 'route_id', 'route_name']).execute();
  const stops = await db
    .selectFrom('route_stops')
    .select(['route_id', 'direction', 'name'])
    .orderBy('route_id')
    .orderBy('direction')
    .orderBy('sequence')
    .execute();
  const byId = new Map(
    routes.map((route) => [
      route.id,
      { name: route.route_name, directions: [[], []] as string[][] },
    ]),
  );
  for (const stop of stops) byId.get(stop.route_id)?.directions[stop.direction]?.push(stop.name);
  return new Map(
    routes.map((route) => [route.route_id, byId.get(route.id) ?? { name: '', directions: [] }]),
  );
}

/**
 * A route as the dashboard makes one, with no GTFS ids, no stop times and no service: from the
 * station named `from` to the station named `to` past one stop of its own, and back. Returns
 * the route's id.
 */
export async function addDashboardRoute(
  db: Db,
  code: string,
  from: string,
  to: string,
): Promise<number> {
  const station = (name: string) =>
    db
      .selectFrom('stations')
      .select(['id as station_id', 'name', 'latitude', 'longitude'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
  const origin = await station(from);
  const destination = await station(to);
  const now = nowIso();
  const route = await db
    .insertInto('routes')
    .values({
      route_id: code,
      short_name: code,
      route_name: `${origin.name}-${destination.name}`,
      origin_station_id: origin.station_id,
      destination_station_id: destination.station_id,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stops = [
    origin,
    { name: 'Haile Selassie Avenue', station_id: null, latitude: -1.2893, longitude: 36.8268 },
    destination,
  ];
  await db
    .insertInto('route_stops')
    .values(
      [stops, [...stops].reverse()].flatMap((direction, index) =>
        direction.map((stop, sequence) => ({
          ...stop,
          route_id: route.id,
          direction: index,
          sequence: sequence + 1,
          arrival_offset_s: null,
          departure_offset_s: null,
        })),
      ),
    )
    .execute();
  return route.id;
}
