import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  closeDb,
  getFrequencies,
  getShapes,
  getStops,
  getStoptimes,
  getTrips,
  importGtfs,
  openDb,
} from 'gtfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { addDashboardRoute } from '../../test/gtfs-fixtures';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';
import { readGtfsSource, writeGtfsFiles } from './gtfs.archive';
import { createGtfsService } from './gtfs.service';

// The time model's round trip: frequencies, stop times and shapes survive import and export.

const NAIROBI_TRIPS = 272;
const NAIROBI_FREQUENCIES = 792;

/** "6:00:20" or "06:00:20" → seconds, read here without the importer's code. */
const seconds = (time: string) => {
  const [hours, minutes, secs] = time.split(':').map(Number);
  return (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (secs ?? 0);
};

/** Rows of a file with no quoted fields (stop_times.txt, frequencies.txt), by column name. */
function rowsOf(text: string | undefined): Record<string, string>[] {
  const [header, ...lines] = (text ?? '').split(/\r?\n/).filter(Boolean);
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const fields = line.split(',');
    return Object.fromEntries(columns.map((column, index) => [column, fields[index] ?? '']));
  });
}

/** Each trip's [arrival, departure] in seconds, in stop_sequence order. */
function stopTimesByTrip(text: string | undefined): Map<string, [number, number][]> {
  const byTrip = new Map<string, [number, [number, number]][]>();
  for (const row of rowsOf(text)) {
    const trip = byTrip.get(row.trip_id ?? '') ?? [];
    trip.push([
      Number(row.stop_sequence),
      [seconds(row.arrival_time ?? ''), seconds(row.departure_time ?? '')],
    ]);
    byTrip.set(row.trip_id ?? '', trip);
  }
  return new Map(
    [...byTrip].map(([trip, times]) => [trip, times.sort((a, b) => a[0] - b[0]).map(([, t]) => t)]),
  );
}

const frequencyRows = (text: string | undefined) =>
  rowsOf(text)
    .map(
      (row) =>
        `${row.trip_id} ${seconds(row.start_time ?? '')} ${seconds(row.end_time ?? '')} ${row.headway_secs}`,
    )
    .sort();

const exportOf = async (db: Db) =>
  (
    await createGtfsService(db).exportFeed({
      publisherUrl: 'https://foleni.example.ke',
      version: '1.0.0',
      today: new Date('2026-11-23T08:00:00Z'),
    })
  ).files;

describe(`GTFS timetables: frequencies, stop times and shapes (${testEngine})`, () => {
  let ctx: TestContext;
  let dashboardTrip: string;
  const tempDirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'foleni-timetable-'));
    tempDirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    ctx = await createTestApp();
    await createGtfsService(ctx.db).importFeed(await readGtfsSource(ctx.config.gtfsSeedDir));
    const routeId = await addDashboardRoute(ctx.db, 'CBD1', 'Kencom/Ambassadeur', 'Railways');
    dashboardTrip = `FOLENI-${routeId}-0`;
  });
  afterAll(async () => {
    await ctx.close();
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('stores each direction’s stop offsets, headsign, shape and runs, once however often it is imported', async () => {
    const timetable = async () => ({
      directions: await ctx.db
        .selectFrom('route_directions')
        .selectAll()
        .orderBy('route_id')
        .orderBy('direction')
        .execute(),
      services: await ctx.db
        .selectFrom('route_services')
        .select(['route_id', 'direction', 'start_s', 'end_s', 'headway_s'])
        .orderBy('route_id')
        .orderBy('direction')
        .orderBy('start_s')
        .execute(),
    });
    const before = await timetable();
    expect(before.directions).toHaveLength(NAIROBI_TRIPS);
    // 792 frequencies, and one run each for the eight trips that have none.
    expect(before.services).toHaveLength(NAIROBI_FREQUENCIES + 8);
    const once = before.services.filter((service) => service.headway_s === null);
    expect(once).toHaveLength(8);
    for (const run of once) expect(run).toMatchObject({ start_s: 21_600, end_s: 21_601 });

    const route = await ctx.db
      .selectFrom('routes')
      .select('id')
      .where('gtfs_route_id', '=', '10000107D11')
      .executeTakeFirstOrThrow();
    const outbound = before.directions.find(
      (direction) => direction.route_id === route.id && direction.direction === 0,
    );
    expect(outbound).toMatchObject({
      headsign: 'Ruaka',
      gtfs_trip_id: '1107D110',
      gtfs_shape_id: '1107D110',
    });
    expect(JSON.parse(outbound?.shape ?? '[]')[0]).toEqual([-1.1475455761, 36.9593381882]);
    expect(
      before.services
        .filter((service) => service.route_id === route.id && service.direction === 0)
        .map((service) => [service.start_s, service.end_s, service.headway_s]),
    ).toEqual([
      [21_600, 32_400, 300],
      [32_400, 54_000, 900],
      [54_000, 75_600, 300],
    ]);
    // Trip 1107D110: 6:00:00/6:00:20, then 6:02:39/6:02:59 at its second stop.
    const offsets = await ctx.db
      .selectFrom('route_stops')
      .select(['arrival_offset_s', 'departure_offset_s'])
      .where('route_id', '=', route.id)
      .where('direction', '=', 0)
      .orderBy('sequence')
      .limit(2)
      .execute();
    expect(offsets).toEqual([
      { arrival_offset_s: 0, departure_offset_s: 20 },
      { arrival_offset_s: 159, departure_offset_s: 179 },
    ]);

    await createGtfsService(ctx.db).importFeed(await readGtfsSource(ctx.config.gtfsSeedDir));
    expect(await timetable()).toEqual({
      directions: before.directions.map(({ id: _, ...direction }) =>
        expect.objectContaining(direction),
      ),
      services: before.services,
    });
  });

  it('keeps the Nairobi feed’s 792 frequencies and every trip’s own stop times', async () => {
    const source = (file: string) => readFileSync(path.join(ctx.config.gtfsSeedDir, file), 'utf8');
    const files = await exportOf(ctx.db);

    // The route made in the dashboard has ids of Foleni's own.
    const exportedFrequencies = frequencyRows(files.get('frequencies.txt')).filter(
      (row) => !row.startsWith('FOLENI-'),
    );
    expect(exportedFrequencies).toHaveLength(NAIROBI_FREQUENCIES);
    expect(exportedFrequencies).toEqual(frequencyRows(source('frequencies.txt')));

    const published = stopTimesByTrip(source('stop_times.txt'));
    const exported = stopTimesByTrip(files.get('stop_times.txt'));
    expect(published.size).toBe(NAIROBI_TRIPS);
    for (const [trip, times] of published) expect(exported.get(trip), trip).toEqual(times);

    // Headsigns and shapes come back too, each trip with its own shape's points.
    const trips = rowsOf(files.get('trips.txt'));
    expect(trips.find((trip) => trip.trip_id === '1107D110')).toMatchObject({
      trip_headsign: 'Ruaka',
      shape_id: '1107D110',
    });
    expect(trips.find((trip) => trip.trip_id === '50033140')?.shape_id).toBe('5033140');
    const shapePoints = (text: string | undefined, shape: string) =>
      rowsOf(text)
        .filter((row) => row.shape_id === shape)
        .sort((a, b) => Number(a.shape_pt_sequence) - Number(b.shape_pt_sequence))
        .map((row) => [Number(row.shape_pt_lat), Number(row.shape_pt_lon)]);
    expect(rowsOf(files.get('shapes.txt'))).toHaveLength(rowsOf(source('shapes.txt')).length);
    for (const shape of ['1107D110', '5033140', '81350111'])
      expect(shapePoints(files.get('shapes.txt'), shape)).toEqual(
        shapePoints(source('shapes.txt'), shape),
      );
  });

  it('exports, imports into a fresh database and exports again the same timetable, byte for byte', async () => {
    const first = await exportOf(ctx.db);
    // The dashboard's route has no service yet: it runs the default bands, at estimated times.
    expect(first.get('frequencies.txt')).toContain(`\n${dashboardTrip},06:00:00,09:00:00,300\n`);
    expect(first.get('stop_times.txt')).toMatch(
      new RegExp(`\n${dashboardTrip},06:00:00,06:00:00,`),
    );

    const folder = tempDir();
    await writeGtfsFiles(folder, first);
    const fresh = await createTestApp();
    try {
      await createGtfsService(fresh.db).importFeed(await readGtfsSource(folder));
      const second = await exportOf(fresh.db);
      for (const file of ['frequencies.txt', 'stop_times.txt', 'shapes.txt', 'trips.txt'])
        expect(second.get(file), file).toBe(first.get(file));
    } finally {
      await fresh.close();
    }
  });

  it('exports a feed that an independent reader, node-gtfs, loads without a warning', async () => {
    const files = await exportOf(ctx.db);
    const folder = tempDir();
    await writeGtfsFiles(folder, files);
    const sqlitePath = path.join(tempDir(), 'gtfs.sqlite');
    const warnings: string[] = [];
    await importGtfs({
      agencies: [{ path: folder }],
      sqlitePath,
      verbose: false,
      logFunction: (text: string) => warnings.push(text),
    });
    expect(warnings).toEqual([]);

    const db = openDb({ sqlitePath });
    try {
      const rows = (file: string) => rowsOf(files.get(file)).length;
      expect(getStops({}, [], [], { db })).toHaveLength(rows('stops.txt'));
      expect(getTrips({}, [], [], { db })).toHaveLength(NAIROBI_TRIPS + 2);
      expect(getStoptimes({}, [], [], { db })).toHaveLength(rows('stop_times.txt'));
      expect(getFrequencies({}, [], [], { db })).toHaveLength(NAIROBI_FREQUENCIES + 2 * 3);
      expect(getShapes({}, [], [], { db })).toHaveLength(rows('shapes.txt'));
      // The reader sees the feed's own times: route 110's outbound trip, 20 s at each stop.
      const trip = getStoptimes({ trip_id: '10106110' }, [], [['stop_sequence', 'ASC']], { db });
      expect(trip.slice(0, 2).map((stop) => [stop.arrival_time, stop.departure_time])).toEqual([
        ['06:00:00', '06:00:20'],
        ['06:00:34', '06:00:54'],
      ]);
    } finally {
      closeDb(db);
    }
  });
});
