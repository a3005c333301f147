import { readFileSync } from 'node:fs';
import path from 'node:path';
import { plateSchema } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/auth/password';
import { readGtfsFolder } from '../modules/gtfs/gtfs.feed';
import { importGtfsFeed } from '../modules/gtfs/gtfs.import';
import { login } from '../test/factories';
import { createTestApp, type TestContext, testEngine } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_VEHICLES } from './demo-accounts';
import { nairobiImportOptions } from './nairobi';
import { seedIfEmpty } from './seed';

// Read straight from the feed's files, independently of the importer under test.
function readFeedIndependently(folder: string) {
  const lines = (file: string) =>
    readFileSync(path.join(folder, file), 'utf8').split(/\r?\n/).slice(1).filter(Boolean);
  const routeCodes = new Map(
    lines('routes.txt').map((line) => [line.split(',')[0], line.split(',')[2]]),
  );
  const stopNames = new Map(
    lines('stops.txt').map((line) => {
      const [, id, quoted, plain] = /^([^,]*),(?:"((?:[^"]|"")*)"|([^,]*))/.exec(line) ?? [];
      return [id, quoted?.replaceAll('""', '"') ?? plain];
    }),
  );
  const tripsOfRoute = new Map<string, string[]>();
  for (const line of lines('trips.txt')) {
    const [routeId, , tripId] = line.split(',');
    tripsOfRoute.set(routeId as string, [
      ...(tripsOfRoute.get(routeId as string) ?? []),
      tripId as string,
    ]);
  }
  const stopsOfTrip = new Map<string, [number, string][]>();
  for (const line of lines('stop_times.txt')) {
    const [tripId, , , stopId, sequence] = line.split(',');
    stopsOfTrip.set(tripId as string, [
      ...(stopsOfTrip.get(tripId as string) ?? []),
      [Number(sequence), stopId as string],
    ]);
  }
  const tripStops = (tripId: string) =>
    (stopsOfTrip.get(tripId) ?? []).sort((a, b) => a[0] - b[0]).map(([, stopId]) => stopId);
  return { routeCodes, stopNames, tripsOfRoute, tripStops };
}

describe(`first-start seed (${testEngine})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('loads every GTFS route with its stops in trip order, and the demo accounts', async () => {
    const report = await seedIfEmpty(ctx.db, ctx.config);
    expect(report.seeded).toBe(true);
    expect(report.demoAccountsCreated).toBe(DEMO_ACCOUNTS.length);

    const feed = readFeedIndependently(ctx.config.gtfsSeedDir);
    const routes = await ctx.db.selectFrom('routes').selectAll().execute();
    expect(routes).toHaveLength(feed.routeCodes.size);
    expect(new Set(routes.map((route) => route.route_id))).toEqual(
      new Set(feed.routeCodes.values()),
    );

    const stops = await ctx.db
      .selectFrom('route_stops')
      .select(['route_id', 'direction', 'sequence', 'name', 'gtfs_stop_id', 'station_id'])
      .orderBy('route_id')
      .orderBy('direction')
      .orderBy('sequence')
      .execute();
    for (const route of routes) {
      const trips = (feed.tripsOfRoute.get(route.gtfs_route_id as string) ?? []).map(
        feed.tripStops,
      );
      const directions = [0, 1].map((direction) =>
        stops.filter((stop) => stop.route_id === route.id && stop.direction === direction),
      );
      for (const direction of directions) {
        expect(trips).toContainEqual(direction.map((stop) => stop.gtfs_stop_id));
        for (const stop of direction)
          expect(stop.name).toBe(feed.stopNames.get(stop.gtfs_stop_id as string));
      }
      expect(route.sacco_id).not.toBeNull();
      expect(route.origin_station_id).not.toBeNull();
      expect(route.destination_station_id).not.toBeNull();
      // Search and the queue find a route at its ends: they are its first and last stops.
      expect(directions[0]?.[0]?.station_id).toBe(route.origin_station_id);
      expect(directions[0]?.at(-1)?.station_id).toBe(route.destination_station_id);
    }
    expect(stops).toHaveLength(
      [...feed.tripsOfRoute.values()]
        .flat()
        .reduce((n, trip) => n + feed.tripStops(trip).length, 0),
    );
  });

  it('creates active demo accounts that open with DEMO_PASSWORD', async () => {
    const users = await ctx.db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.map((user) => user.email)).toEqual(
      DEMO_ACCOUNTS.map((account) => `${account.username}@demo.foleni.ke`),
    );
    expect(users.map((user) => user.role)).toEqual(DEMO_ACCOUNTS.map((account) => account.role));
    for (const user of users) {
      expect(user.status).toBe('active');
      expect(await verifyPassword(user.password_hash, 'foleni-demo')).toBe(true);
    }
    const stationAdmins = await ctx.db.selectFrom('station_admins').selectAll().execute();
    expect(stationAdmins).toHaveLength(1);
  });

  it('gives the demo owner approved vehicles in the demo Sacco, one driven by the demo driver', async () => {
    const owner = await login(ctx.app, 'owner', 'foleni-demo');
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1.0/vehicles/',
      headers: { authorization: `Bearer ${owner.access_token}` },
    });
    const vehicles = listed.json().results as {
      plate: string;
      status: string;
      sacco_name: string;
      owner_names: string[];
    }[];
    // Written as the wizard would store them: valid, normalised plates.
    expect(vehicles.map((vehicle) => vehicle.plate).sort()).toEqual(
      DEMO_VEHICLES.map((vehicle) => plateSchema.parse(vehicle.plate)).sort(),
    );
    for (const vehicle of vehicles) {
      expect(vehicle).toMatchObject({
        status: 'active',
        sacco_name: 'Kaskazini Line Sacco',
        owner_names: ['Dalmas Wekesa'],
      });
    }
    const driver = await login(ctx.app, 'driver', 'foleni-demo');
    const driven = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1.0/vehicles/',
      headers: { authorization: `Bearer ${driver.access_token}` },
    });
    expect(driven.json().results.map((vehicle: { plate: string }) => vehicle.plate)).toEqual(
      DEMO_VEHICLES.filter((vehicle) => vehicle.driven).map((vehicle) => vehicle.plate),
    );
  });

  it('is idempotent: a second start changes nothing, and re-importing the feed adds no copies', async () => {
    const count = async (
      table: 'routes' | 'route_stops' | 'stations' | 'regions' | 'saccos' | 'users',
    ) =>
      Number(
        (
          await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all(
      (['routes', 'route_stops', 'stations', 'regions', 'saccos', 'users'] as const).map(count),
    );

    expect((await seedIfEmpty(ctx.db, ctx.config)).seeded).toBe(false);
    const feed = await readGtfsFolder(ctx.config.gtfsSeedDir);
    await ctx.db.transaction().execute((trx) => importGtfsFeed(trx, feed, nairobiImportOptions));

    const after = await Promise.all(
      (['routes', 'route_stops', 'stations', 'regions', 'saccos', 'users'] as const).map(count),
    );
    expect(after).toEqual(before);
  });
});

describe(`seed without demo accounts (${testEngine})`, () => {
  it('loads the network but creates no account when SEED_DEMO is false', async () => {
    const ctx = await createTestApp({ SEED_DEMO: 'false' });
    try {
      const report = await seedIfEmpty(ctx.db, ctx.config);
      expect(report).toMatchObject({ seeded: true, demoAccountsCreated: 0 });
      expect(await ctx.db.selectFrom('users').selectAll().execute()).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
