import { messages, todayInNairobi } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../seed/seed';
import { signedIn } from '../../test/factories';
import { createTestApp, fieldMessages, type TestContext, testEngine } from '../../test/test-app';

// A brute-force answer computed straight from the database rows, written independently of the
// index: for every trip, every pair of matching positions.
interface Trip {
  routeId: number;
  code: string;
  stops: { name: string; lat: number | null; lon: number | null; station: string | null }[];
}

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function bruteForce(trips: Trip[], stationNames: string[]) {
  const allNames = new Set([
    ...trips.flatMap((trip) => trip.stops.map((stop) => norm(stop.name))),
    ...stationNames.map(norm),
  ]);
  const matcher = (query: string) => {
    const key = norm(query);
    if (allNames.has(key))
      return (stop: Trip['stops'][number]) =>
        norm(stop.name) === key || (stop.station !== null && norm(stop.station) === key);
    const names = [...allNames].filter((name) =>
      ` ${name.replace(/[^\p{L}\p{N}]/gu, ' ')} `.includes(` ${key} `),
    );
    return (stop: Trip['stops'][number]) =>
      names.includes(norm(stop.name)) ||
      (stop.station !== null && names.includes(norm(stop.station)));
  };
  return {
    direct(origin: string, destination: string): Map<string, number> {
      const isOrigin = matcher(origin);
      const isDestination = matcher(destination);
      const best = new Map<string, number>();
      for (const trip of trips) {
        trip.stops.forEach((from, i) => {
          if (!isOrigin(from)) return;
          trip.stops.forEach((to, j) => {
            if (j > i && isDestination(to))
              best.set(trip.code, Math.min(best.get(trip.code) ?? Number.POSITIVE_INFINITY, j - i));
          });
        });
      }
      return best;
    },
    bestTransfer(origin: string, destination: string): number | null {
      const isOrigin = matcher(origin);
      const isDestination = matcher(destination);
      const legs = (check: typeof isOrigin, after: boolean) =>
        trips.flatMap((trip) =>
          trip.stops.flatMap((stop, i) =>
            check(stop)
              ? trip.stops.flatMap((other, j) =>
                  (after ? j > i : j < i) ? [{ trip, at: other, cost: Math.abs(j - i) }] : [],
                )
              : [],
          ),
        );
      let best: number | null = null;
      const firsts = legs(isOrigin, true);
      const seconds = legs(isDestination, false);
      for (const first of firsts) {
        for (const second of seconds) {
          if (
            first.trip.routeId === second.trip.routeId ||
            norm(first.at.name) !== norm(second.at.name)
          )
            continue;
          if (
            first.at.lat !== null &&
            second.at.lat !== null &&
            first.at.lon !== null &&
            second.at.lon !== null
          ) {
            const metersPerDegree = 111_320;
            const dy = (first.at.lat - second.at.lat) * metersPerDegree;
            const dx =
              (first.at.lon - second.at.lon) *
              metersPerDegree *
              Math.cos((first.at.lat * Math.PI) / 180);
            if (Math.hypot(dx, dy) > 1000) continue;
          }
          const total = first.cost + second.cost;
          if (best === null || total < best) best = total;
        }
      }
      return best;
    },
  };
}

describe(`route search on the Nairobi network (${testEngine})`, () => {
  let ctx: TestContext;
  let trips: Trip[];
  let truth: ReturnType<typeof bruteForce>;
  let placeNames: Set<string>;
  const today = todayInNairobi();

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIfEmpty(ctx.db, { ...ctx.config, seedDemo: false });
    // The journey index is built when the app gets ready: after the seed, as at a real start.
    await ctx.app.ready();
    const rows = await ctx.db
      .selectFrom('route_stops')
      .innerJoin('routes', 'routes.id', 'route_stops.route_id')
      .leftJoin('stations', 'stations.id', 'route_stops.station_id')
      .select([
        'routes.id as routeId',
        'routes.route_id as code',
        'route_stops.direction',
        'route_stops.name',
        'route_stops.latitude',
        'route_stops.longitude',
        'stations.name as station',
      ])
      .orderBy('routes.id')
      .orderBy('route_stops.direction')
      .orderBy('route_stops.sequence')
      .execute();
    const byTrip = new Map<string, Trip>();
    for (const row of rows) {
      const key = `${row.routeId}/${row.direction}`;
      if (!byTrip.has(key)) byTrip.set(key, { routeId: row.routeId, code: row.code, stops: [] });
      byTrip.get(key)?.stops.push({
        name: row.name,
        lat: row.latitude,
        lon: row.longitude,
        station: row.station,
      });
    }
    trips = [...byTrip.values()];
    const stations = await ctx.db.selectFrom('stations').select('name').execute();
    truth = bruteForce(
      trips,
      stations.map((station) => station.name),
    );
    const places = await ctx.db.selectFrom('places').select(['name', 'name_sw']).execute();
    placeNames = new Set(places.flatMap((place) => [place.name, place.name_sw ?? ''].map(norm)));
  });
  afterAll(() => ctx.close());

  const search = (origin: string, destination: string, extra: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/routes/search/',
      payload: { origin, destination, booking_type: 'one way', travelDate: today, ...extra },
    });

  it('agrees with a brute-force scan on 25+ stop-name pairs', async () => {
    const pairs: [string, string][] = [
      ['Rongai', 'Kencom'],
      ['Kencom', 'Rongai'],
      ['Githurai', 'Odeon'],
      ['Westlands', 'Kencom/Ambassadeur'],
      ['ruaka stage', 'RUIRU'],
      ['Kawangware', 'Eastleigh'],
      ['Kitengela', 'Kikuyu'],
      ['Nowhere Town', 'Kencom'],
      ['Zzyzx', 'Qwerty'],
    ];
    // Real pairs from the feed: the second and second-to-last stops of every ninth trip (direct),
    // and the start of one trip with the end of another far down the list (often no direct route).
    for (let index = 0; index < trips.length && pairs.length < 34; index += 7) {
      const stops = trips[index]?.stops ?? [];
      pairs.push([stops[1]?.name ?? '', stops.at(-2)?.name ?? '']);
    }
    for (let index = 0; index < trips.length && pairs.length < 56; index += 13) {
      const other = trips[(index * 7 + 101) % trips.length];
      pairs.push([trips[index]?.stops[0]?.name ?? '', other?.stops.at(-1)?.name ?? '']);
    }

    let direct = 0;
    let transfer = 0;
    let none = 0;
    for (const [origin, destination] of pairs) {
      if (norm(origin) === norm(destination)) continue;
      // A place of the gazetteer ("Westlands") is an area, not the stops of that name: below.
      if (placeNames.has(norm(origin)) || placeNames.has(norm(destination))) continue;
      const response = await search(origin, destination);
      const expected = truth.direct(origin, destination);
      if (expected.size > 0) {
        direct++;
        expect(response.statusCode, `${origin} → ${destination}`).toBe(200);
        const results = response.json().results as { route_id: string; stops_between: number }[];
        expect(
          new Map(results.map((leg) => [leg.route_id, leg.stops_between])),
          `${origin} → ${destination}`,
        ).toEqual(expected);
        expect(results.map((leg) => leg.stops_between)).toEqual(
          [...results.map((leg) => leg.stops_between)].sort((a, b) => a - b),
        );
        continue;
      }
      expect(response.statusCode, `${origin} → ${destination}`).toBe(202);
      const related = response.json().related_routes as { type: string }[];
      // A change at a stop of one name is one of the planner's journeys (which may walk further).
      if (truth.bestTransfer(origin, destination) !== null) {
        transfer++;
        expect(related[0]?.type, `${origin} → ${destination}`).toBe('transfer');
      } else if (related.every((item) => item.type !== 'transfer')) none++;
    }
    expect(direct + transfer + none).toBeGreaterThanOrEqual(25);
    expect(direct).toBeGreaterThan(5);
    expect(transfer).toBeGreaterThan(2);
  });

  it('takes a place of the gazetteer as its area, and finds compound stop names by their parts', async () => {
    const body = (await search('Rongai', 'Kencom')).json();
    expect(body.matched.origin).toEqual(['Rongai']);
    expect(body.matched.destination).toContain('Kencom/Ambassadeur');
    const nairobi = (await search('Nairobi', 'Westlands')).json();
    expect(nairobi.matched.origin).toEqual(['Nairobi']);
    expect(JSON.stringify(nairobi)).not.toContain('Nairobi Hospital');
  });

  it('finds route 24 from Kencom to Karen', async () => {
    const response = await search('Kencom', 'Karen');
    expect(response.statusCode).toBe(200);
    const routes = response.json().results.map((leg: { route_id: string }) => leg.route_id);
    expect(routes).toContain('24');
  });

  it('answers a town the network does not reach with a message naming it', async () => {
    const response = await search('Kencom', 'Mombasa');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      related_routes: [],
      code: 'journeys.outsideNetwork',
      message: messages.journeys.outsideNetwork({ place: 'Mombasa' }),
      params: { place: 'Mombasa' },
    });
  });

  it('describes each result the way the result card needs it', async () => {
    const response = await search('Ruaka Stage', 'Ruiru Prisons');
    expect(response.statusCode).toBe(200);
    const [first] = response.json().results;
    expect(first).toMatchObject({
      route_id: expect.any(String),
      route_name: expect.any(String),
      sacco: expect.any(String),
      boarding_stop: 'Ruaka Stage',
      alighting_stop: 'Ruiru Prisons',
    });
    expect(first.stops.indexOf(first.boarding_stop)).toBeLessThan(
      first.stops.lastIndexOf(first.alighting_stop),
    );
  });

  it('related journeys walk between stages and change matatu, their rides real', async () => {
    const response = await search('Rongai', 'Thika');
    expect(response.statusCode).toBe(202);
    const [journey] = response.json().related_routes;
    expect(journey.type).toBe('transfer');
    const rides = journey.legs.filter((leg: { mode?: string }) => leg.mode !== 'walk');
    expect(rides.length).toBeGreaterThanOrEqual(2);
    expect(journey.transfer_stop).toBe(rides[0].alighting_stop);
    for (const [index, leg] of journey.legs.entries()) {
      if (leg.mode === 'walk') {
        expect(leg.distance_m).toBeGreaterThan(0);
        // A change walks at most 1 km; the first and last walks may cross the place's radius.
        const between = index > 0 && index < journey.legs.length - 1;
        if (between) expect(leg.distance_m).toBeLessThanOrEqual(1000);
        continue;
      }
      expect(leg.stops.indexOf(leg.boarding_stop)).toBeLessThan(
        leg.stops.lastIndexOf(leg.alighting_stop),
      );
      const next = journey.legs[index + 1];
      if (next && next.mode !== 'walk') expect(next.boarding_stop).toBe(leg.alighting_stop);
      if (next?.mode === 'walk') expect(next.from).toBe(leg.alighting_stop);
    }
  });

  it('refuses a place longer than any name, without a server error', async () => {
    const response = await search('x'.repeat(40_000), 'Kencom');
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response).origin).toEqual([messages.journeys.placeTooLong({ max: 120 })]);
  });

  it('answers a place that matches nothing with 202 and a message saying so', async () => {
    const response = await search('Atlantis', 'Shangri-La');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      related_routes: [],
      code: 'search.placeUnknown',
      message: messages.search.placeUnknown,
      matched: { origin: [], destination: [] },
    });
  });

  it('validates with the spec messages', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/routes/search/',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty)).toEqual({
      origin: [messages.search.departureRequired],
      destination: [messages.search.destinationRequired],
      booking_type: [messages.search.bookingTypeRequired],
      travelDate: [messages.search.dateRequired],
    });
    const same = await search('Kencom', ' kencom ');
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(messages.search.sameOriginDestination);
    const past = await search('Kencom', 'Ruiru', { travelDate: '2020-01-01' });
    expect(past.json().message).toBe(messages.search.datePast);
    const badType = await search('Kencom', 'Ruiru', { booking_type: 'teleport' });
    expect(badType.json().message).toBe(messages.search.bookingTypeRequired);
  });

  it('suggests stop and station names by prefix and by word', async () => {
    const prefix = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1.0/routes/suggest/?q=kenc' })
    ).json().results;
    expect(prefix[0].name).toBe('Kencom/Ambassadeur');
    const word = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1.0/routes/suggest/?q=rongai' })
    ).json().results;
    expect(word.map((item: { name: string }) => item.name)).toContain('Tumaini/Ongata Rongai');
    const place = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1.0/routes/suggest/?q=karen' })
    ).json().results;
    expect(place[0]).toEqual({ name: 'Karen', kind: 'place' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1.0/routes/suggest/?q=' })).json().results,
    ).toEqual([]);
  });

  it('sees a route change at once: the index is rebuilt', async () => {
    const admin = await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' });
    const route = await ctx.db
      .selectFrom('routes')
      .select(['id', 'route_id'])
      .where('route_id', '=', '107D')
      .executeTakeFirstOrThrow();
    const before = await search('Ruaka Stage', 'Ruiru');
    expect(before.json().results.map((leg: { route_id: string }) => leg.route_id)).toContain(
      '107D',
    );
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1.0/route-by-id/${route.id}/archive/`,
      headers: admin.headers,
    });
    const after = await search('Ruaka Stage', 'Ruiru');
    expect(JSON.stringify(after.json())).not.toContain('"107D"');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1.0/route-by-id/${route.id}/restore/`,
      headers: admin.headers,
    });
  });
});
