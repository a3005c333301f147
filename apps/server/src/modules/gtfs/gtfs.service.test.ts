import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { greatCircleMeters, messages } from '@foleni/contract';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAIROBI_REGIONS } from '../../seed/nairobi';
import {
  breakStopTimes,
  copyFeed,
  countNetworkRows,
  readRoutes,
  removeFeedCopies,
  zipFeed,
} from '../../test/gtfs-fixtures';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';
import { GtfsArchiveError, readGtfsSource, readGtfsZip, writeGtfsFiles } from './gtfs.archive';
import type { GtfsFeed } from './gtfs.feed';
import { upsertSacco } from './gtfs.repo';
import { createGtfsService, feedImportOptions } from './gtfs.service';

const NAIROBI_ROUTES = 136;
const NAIROBI_ROUTE_STOPS = 7533;

describe(`importing and exporting GTFS (${testEngine})`, () => {
  let ctx: TestContext;
  let nairobi: GtfsFeed;
  beforeAll(async () => {
    ctx = await createTestApp();
    nairobi = await readGtfsSource(ctx.config.gtfsSeedDir);
  });
  afterAll(async () => {
    await ctx.close();
    removeFeedCopies();
  });

  it('imports the Nairobi feed twice into one copy of everything; the second time as updates', async () => {
    const gtfs = createGtfsService(ctx.db);
    const first = await gtfs.importFeed(nairobi);
    expect(first.routes).toEqual({ total: NAIROBI_ROUTES, created: NAIROBI_ROUTES, updated: 0 });
    expect(first.route_stops).toEqual({
      total: NAIROBI_ROUTE_STOPS,
      created: NAIROBI_ROUTE_STOPS,
      updated: 0,
    });
    expect(first.saccos).toEqual({ total: 1, created: 1, updated: 0 });
    const afterFirst = await countNetworkRows(ctx.db);

    // A manager moved route 107D to their own Sacco: importing the feed again must not undo it.
    const githurai = await upsertSacco(ctx.db, { name: 'Githurai 45 Sacco' });
    await ctx.db
      .updateTable('routes')
      .set({ sacco_id: githurai })
      .where('route_id', '=', '107D')
      .execute();

    const second = await gtfs.importFeed(nairobi);
    for (const count of Object.values(second))
      expect(count).toEqual({ total: count.total, created: 0, updated: count.total });
    expect(second.routes.total).toBe(NAIROBI_ROUTES);
    expect(second.route_stops.total).toBe(NAIROBI_ROUTE_STOPS);
    expect(await countNetworkRows(ctx.db)).toEqual({
      ...afterFirst,
      saccos: afterFirst.saccos + 1,
    });
    expect(afterFirst).toMatchObject({ routes: NAIROBI_ROUTES, route_stops: NAIROBI_ROUTE_STOPS });
    const moved = await ctx.db
      .selectFrom('routes')
      .select('sacco_id')
      .where('route_id', '=', '107D')
      .executeTakeFirstOrThrow();
    expect(moved.sacco_id).toBe(githurai);
  });

  it('puts every station within 1 km of its stops: the two Makadara stages are two stations', async () => {
    const linked = await ctx.db
      .selectFrom('route_stops')
      .innerJoin('stations', 'stations.id', 'route_stops.station_id')
      .select([
        'stations.id',
        'stations.name',
        'stations.latitude as stationLat',
        'stations.longitude as stationLon',
        'route_stops.gtfs_stop_id',
        'route_stops.latitude',
        'route_stops.longitude',
      ])
      .execute();
    expect(linked.length).toBeGreaterThan(0);
    for (const stop of linked) {
      const meters = greatCircleMeters(
        { lat: Number(stop.stationLat), lon: Number(stop.stationLon) },
        { lat: Number(stop.latitude), lon: Number(stop.longitude) },
      );
      expect(meters, `${stop.name}: ${stop.gtfs_stop_id}`).toBeLessThanOrEqual(1000);
    }

    // Makadara on Jogoo Road and Makadara near Kitengela, 22 km apart, each with its terminus.
    const makadara = await ctx.db
      .selectFrom('stations')
      .select(['id', 'gtfs_stop_id'])
      .where('name', '=', 'Makadara')
      .orderBy('gtfs_stop_id')
      .execute();
    expect(makadara.map((station) => station.gtfs_stop_id)).toEqual(['0412MKD', '0510ARA']);
    const stopsOf = (stationId: number) =>
      new Set(linked.filter((stop) => stop.id === stationId).map((stop) => stop.gtfs_stop_id));
    expect(stopsOf(makadara[0]?.id ?? 0)).toEqual(new Set(['0401AMA', '0411ADR', '0412MKD']));
    expect(stopsOf(makadara[1]?.id ?? 0)).toEqual(
      new Set(['0510ARA', '0510MDA', '0511MDK', '0513MDK']),
    );
    // The feed's own stations keep their place, and their stops of the same name join them.
    const kencom = await ctx.db
      .selectFrom('stations')
      .select(['id', 'gtfs_stop_id'])
      .where('name', '=', 'Kencom/Ambassadeur')
      .execute();
    expect(kencom).toHaveLength(1);
  });

  it('puts stations near Nairobi in its regions and the others in a region named after the feed', () => {
    const options = feedImportOptions(nairobi);
    const station = (latitude: number, longitude: number) => ({
      gtfsStopId: 'X',
      name: 'X',
      latitude,
      longitude,
    });
    expect(options.regionFor(station(-1.2843, 36.8253))).toBe(NAIROBI_REGIONS.cbd.name);
    expect(options.regionFor(station(-1.03, 37.07))).toBe(NAIROBI_REGIONS.north.name); // Thika
    expect(options.regionFor(station(-4.04, 39.67))).toBe(nairobi.agencies[0]?.name); // Mombasa
    expect(options.regionFor({ ...station(0, 0), latitude: null })).toBe(nairobi.agencies[0]?.name);
  });

  it.each([
    ['an unknown stop id', 'unknown stop'],
    ['a missing field', 'missing field'],
  ] as const)(
    'refuses a feed with %s, naming file and line, and writes nothing',
    async (_case, how) => {
      const broken = copyFeed(ctx.config.gtfsSeedDir);
      const problem = breakStopTimes(broken, 1001, how);
      const before = await countNetworkRows(ctx.db);
      expect(before.routes).toBeGreaterThan(0);

      await expect(readGtfsSource(broken)).rejects.toThrow(problem);
      expect(() => readGtfsZip(zipFeed(broken))).toThrow(problem);
      await expect(createGtfsService(ctx.db).importZip(zipFeed(broken))).rejects.toMatchObject({
        status: 400,
        problem: { code: 'gtfs.feedInvalid', params: { problem } },
      });
      expect(await countNetworkRows(ctx.db)).toEqual(before);
    },
  );

  it('leaves nothing behind when the import fails part-way, on an empty database', async () => {
    const empty = await createTestApp();
    try {
      // The database refuses the first batch of route stops, after stations and routes went in.
      const refuseRouteStops: KyselyPlugin = {
        transformQuery({ node }) {
          if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'route_stops')
            throw new Error('disk full');
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      await expect(
        createGtfsService(empty.db.withPlugin(refuseRouteStops)).importFeed(nairobi),
      ).rejects.toThrow('disk full');
      expect(await countNetworkRows(empty.db)).toEqual({
        regions: 0,
        stations: 0,
        saccos: 0,
        routes: 0,
        route_stops: 0,
      });
    } finally {
      await empty.close();
    }
  });

  it('reads a .zip exactly as the folder, at the top of the archive or inside one folder', async () => {
    const zip = zipFeed(ctx.config.gtfsSeedDir);
    expect(readGtfsZip(zip)).toEqual(nairobi);
    expect(readGtfsZip(zipFeed(ctx.config.gtfsSeedDir, 'GTFS_FEED_2019/'))).toEqual(nairobi);

    const file = path.join(copyFeed(ctx.config.gtfsSeedDir), 'feed.zip');
    writeFileSync(file, zip);
    expect(await readGtfsSource(file)).toEqual(nairobi);
  });

  it('refuses bytes that are not a zip, and damaged zips', () => {
    expect(() => readGtfsZip(new TextEncoder().encode('stop_id,stop_name\n'))).toThrow(
      new GtfsArchiveError('notZip'),
    );
    const truncated = zipFeed(ctx.config.gtfsSeedDir).slice(0, 5000);
    expect(() => readGtfsZip(truncated)).toThrow(messages.gtfs.zipDamaged);
  });

  it('refuses a feed that gives an existing route number to a new route, and writes nothing', async () => {
    const feed = structuredClone(nairobi);
    const [first] = feed.routes;
    if (!first) throw new Error('the feed has no routes');
    first.id = 'SOMEONE-ELSES-107D';
    first.shortName = '107D';
    const before = await countNetworkRows(ctx.db);
    await expect(createGtfsService(ctx.db).importFeed(feed)).rejects.toMatchObject({
      status: 409,
      message: messages.gtfs.routeCodeTaken({ code: '107D' }),
    });
    expect(await countNetworkRows(ctx.db)).toEqual(before);
  });

  it('exports a feed that re-imports into a fresh database with every route, name and stop order', async () => {
    const { files, counts } = await createGtfsService(ctx.db).exportFeed({
      publisherUrl: 'https://foleni.example.ke',
      version: '1.2.3',
      today: new Date('2026-11-22T08:00:00Z'),
    });
    expect(counts.routes).toBe(NAIROBI_ROUTES);
    expect(counts.trips).toBe(2 * NAIROBI_ROUTES);
    expect(files.get('calendar.txt')).toContain('DAILY,1,1,1,1,1,1,1,20261122,20271122');
    const times = (files.get('stop_times.txt') ?? '').split('\n').slice(1, -1);
    for (const line of times)
      expect(line).toMatch(/^[^,]+,\d\d:[0-5]\d:[0-5]\d,\d\d:[0-5]\d:[0-5]\d,[^,]+,\d+,0$/);

    const out = path.join(mkdtempSync(path.join(tmpdir(), 'foleni-export-')), 'nairobi.zip');
    await writeGtfsFiles(out, files);
    const exported = await readGtfsSource(out);

    const fresh = await createTestApp();
    try {
      await createGtfsService(fresh.db).importFeed(exported);
      expect(await readRoutes(fresh.db)).toEqual(await readRoutes(ctx.db));
      const stationNames = async (context: TestContext) =>
        (await context.db.selectFrom('stations').select('name').execute())
          .map((station) => station.name)
          .sort();
      expect(await stationNames(fresh)).toEqual(await stationNames(ctx));
      // Route 107D went to another Sacco before the export: it still runs for that Sacco.
      const saccoOf107D = await fresh.db
        .selectFrom('routes')
        .innerJoin('saccos', 'saccos.id', 'routes.sacco_id')
        .select('saccos.name')
        .where('routes.route_id', '=', '107D')
        .executeTakeFirstOrThrow();
      expect(saccoOf107D.name).toBe('Githurai 45 Sacco');
    } finally {
      await fresh.close();
    }

    // The export names stations and stops as the database knows them: importing it back into
    // the database it came from adds nothing.
    const before = await countNetworkRows(ctx.db);
    const again = await createGtfsService(ctx.db).importFeed(exported);
    expect(again.stations.created + again.routes.created + again.saccos.created).toBe(0);
    expect(await countNetworkRows(ctx.db)).toEqual(before);
  });
});
