import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type Journey,
  type JourneysAnswer,
  type MatatuLeg,
  messages,
  SEARCH_CITIES,
} from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../seed/seed';
import { createVehicle, signedIn } from '../../test/factories';
import { createTestApp, fieldMessages, type TestContext, testEngine } from '../../test/test-app';

// The journeys endpoint as a client sees it: input checks, places, and the live stage line.
// The time model itself is checked in journeys.model.test.ts and journeys.nairobi.test.ts.

describe(`GET /journeys/ (${testEngine})`, () => {
  let ctx: TestContext;
  const plan = (query: Record<string, string>) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1.0/journeys/?${new URLSearchParams({ date: '2026-11-25', time: '08:00', ...query })}`,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIfEmpty(ctx.db, { ...ctx.config, seedDemo: false });
    await ctx.app.ready();
  });
  afterAll(() => ctx.close());

  it('answers a trip that needs a walk between two CBD stages', async () => {
    const response = await plan({ from: 'Rongai', to: 'Thika' });
    expect(response.statusCode).toBe(200);
    const body: JourneysAnswer = response.json();
    expect(body.from).toMatchObject({ name: 'Rongai', gtfs_stop_id: null });
    const [fastest] = body.journeys;
    expect(fastest?.rides).toBeGreaterThanOrEqual(2);
    expect(fastest?.departure).toMatch(/^2026-11-25T0[89]:\d\d:\d\d\+03:00$/);
    const changes = (fastest?.legs ?? []).slice(1, -1);
    expect(changes.some((leg) => leg.mode === 'walk' && leg.distance_m > 100)).toBe(true);
  });

  it('connects every ordered pair of the ten Nairobi search cities of the spec', async () => {
    const cities = SEARCH_CITIES.slice(0, 10);
    const unconnected: string[] = [];
    for (const from of cities)
      for (const to of cities) {
        if (from === to) continue;
        const response = await plan({ from, to });
        if (response.statusCode !== 200 || response.json().journeys.length === 0)
          unconnected.push(`${from} → ${to}`);
      }
    expect(cities).toContain('Ruaka');
    expect(unconnected).toEqual([]);
  });

  it('takes "Nairobi" as the city centre, not a stop with Nairobi in its name', async () => {
    const body: JourneysAnswer = (await plan({ from: 'Nairobi', to: 'Westlands' })).json();
    expect(body.from.name).toBe('Nairobi');
    expect(Math.abs(body.from.lat - -1.284)).toBeLessThan(0.01);
    expect(JSON.stringify(body)).not.toContain('Nairobi Hospital');
    expect(body.journeys.length).toBeGreaterThan(0);
  });

  it('says which town the network does not reach, with no look-alike stop', async () => {
    for (const town of ['Nakuru', 'Mombasa']) {
      const response = await plan({ from: 'Kencom', to: town });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        journeys: [],
        message: messages.journeys.outsideNetwork({ place: town }),
        code: 'journeys.outsideNetwork',
        params: { place: town },
        to: { name: town },
      });
    }
  });

  it('refuses bad input with the field and its message, never a server error', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { from: 'x'.repeat(40_000), to: 'Kencom' },
        'from',
        messages.journeys.placeTooLong({ max: 120 }),
      ],
      [{ from: 'Kencom', to: '' }, 'to', messages.search.destinationRequired],
      [{ from: 'Kencom', to: 'Karen', date: '25/11/2026' }, 'date', messages.journeys.dateInvalid],
      [{ from: 'Kencom', to: 'Karen', time: '25:00' }, 'time', messages.journeys.timeInvalid],
      [{ from: 'Atlantis', to: 'Karen' }, 'from', messages.search.placeUnknown],
      [{ from: '(.*)+$', to: 'Karen' }, 'from', messages.search.placeUnknown],
    ];
    for (const [query, field, message] of cases) {
      const response = await plan(query);
      expect(response.statusCode, JSON.stringify(query).slice(0, 80)).toBe(400);
      expect(fieldMessages(response)[field]).toEqual([message]);
    }
  });

  it('offers walking the whole way between two nearby points, as the journey of 0 rides', async () => {
    const body: JourneysAnswer = (
      await plan({ from: '-1.2908,36.8282', to: '-1.2850,36.8260' })
    ).json();
    // Fastest first: walking comes last unless no ride beats it.
    const walk = body.journeys.at(-1);
    expect(walk).toMatchObject({ rides: 0, fare_kes: null });
    expect(walk?.legs).toEqual([expect.objectContaining({ mode: 'walk' })]);
    expect(walk?.duration_s).toBe(Math.round((walk?.walk_m ?? 0) / 1.33));
  });

  it('sends a compressed answer to a client that accepts one, the same answer once decoded', async () => {
    const url = `/api/v1.0/journeys/?${new URLSearchParams({ from: 'Rongai', to: 'Thika', date: '2026-11-25', time: '08:00' })}`;
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const packed = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept },
      });
      expect(packed.headers['content-encoding']).toBe(coding);
      expect(packed.headers.vary).toContain('accept-encoding');
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    const refused = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('suggests places first, then stations and stops', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1.0/routes/suggest/?q=kar',
    });
    expect(response.json().results[0]).toEqual({ name: 'Karen', kind: 'place' });
  });

  it('shows the stage line where a ride boards at a Foleni station', async () => {
    const firstStationRide = (journeys: Journey[]) =>
      journeys
        .flatMap((journey) => journey.legs)
        .find((leg): leg is MatatuLeg => leg.mode === 'matatu' && leg.from.station_id !== null);
    const query = { from: 'Kencom/Ambassadeur', to: 'Ruaka' };
    const before = firstStationRide((await plan(query)).json().journeys);
    expect(before).toBeDefined();
    expect(before?.live).toBeNull();
    const station = before?.from.station_id as number;
    const route = before?.route.id as number;
    const { sacco_id: saccoId } = await ctx.db
      .selectFrom('routes')
      .select('sacco_id')
      .where('id', '=', route)
      .executeTakeFirstOrThrow();

    const admin = await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' });
    const vehicle = await createVehicle(ctx.db, { plate: 'KDJ 512L', sacco_id: saccoId });
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/station-admin/queue/',
      headers: admin.headers,
      payload: { station, route, vehicle: vehicle.id },
    });
    expect(joined.statusCode).toBe(201);
    // The change reaches the planner through the realtime bus (NOTIFY on PostgreSQL): soon, not at once.
    const liveLine = async () => firstStationRide((await plan(query)).json().journeys)?.live;
    await expect
      .poll(liveLine, { timeout: 3000, interval: 20 })
      .toEqual({ station_id: station, loading: null, waiting: 1, last_departure: null });

    const called = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1.0/queue/${joined.json().entry.id}/`,
      headers: admin.headers,
      payload: { action: 'call' },
    });
    expect(called.statusCode).toBe(200);
    await expect
      .poll(liveLine, { timeout: 3000, interval: 20 })
      .toMatchObject({ loading: { plate: 'KDJ 512L' }, waiting: 0 });
  });
});
