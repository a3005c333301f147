import { randomUUID } from 'node:crypto';
import { messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { createVehicle, signedIn } from '../../test/factories';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';
import { purgeExpiredKeys } from './idempotency.repo';

describe(`queue changes with an Idempotency-Key (${testEngine})`, () => {
  let ctx: TestContext;
  let marshal: Awaited<ReturnType<typeof signedIn>>;
  let station: number;
  let route: number;
  let sacco: number;

  const call = (
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    key?: string,
    headers = marshal.headers,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1.0/${url}`,
      headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
  const join = (vehicle: number, key?: string, headers = marshal.headers) =>
    call('POST', 'station-admin/queue/', { station, route, vehicle }, key, headers);
  const vehicle = async () => (await createVehicle(ctx.db, { sacco_id: sacco })).id;
  const eventsOf = async (entry: number) =>
    (
      await ctx.db
        .selectFrom('queue_events')
        .select(['type'])
        .where('entry_id', '=', entry)
        .execute()
    ).map((row) => row.type);

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' });
    marshal = await signedIn(ctx.app, ctx.db, { role: 'STATION_ADMIN' });
    const post = async (url: string, payload: object) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1.0/${url}`,
          headers: admin.headers,
          payload,
        })
      ).json();
    const region = (await post('regions/', { name: 'CBD' })).id;
    station = (await post('station/', { name: 'Kencom', region_id: region })).id;
    const ruaka = (await post('station/', { name: 'Ruaka', region_id: region })).id;
    sacco = (await post('saccos/', { name: 'Kaskazini Line' })).id;
    route = (
      await post('post-route/', {
        route_id: '107D',
        route_name: '107D',
        sacco,
        origin_station: station,
        destination_station: ruaka,
      })
    ).id;
    await post(`station/${station}/admins/`, { user_id: marshal.user.id });
  });
  afterAll(() => ctx.close());

  it('applies the same key sent 10 times at once once, and answers each the same', async () => {
    const key = randomUUID();
    const bus = await vehicle();
    const answers = await Promise.all(Array.from({ length: 10 }, () => join(bus, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'])).toHaveLength(9);
    const entry = answers[0]?.json().entry.id;
    expect(await eventsOf(entry)).toEqual(['joined']);

    const callKey = randomUUID();
    const calls = await Promise.all(
      Array.from({ length: 10 }, () => call('PUT', `queue/${entry}/`, { action: 'call' }, callKey)),
    );
    expect(calls.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(calls.map((answer) => answer.body)).size).toBe(1);
    expect(calls[0]?.json()).toMatchObject({ code: 'queue.updated', entry: { status: 'loading' } });
    expect(await eventsOf(entry)).toEqual(['joined', 'called']);
    await call('PUT', `queue/${entry}/`, { action: 'leave' });
  });

  it('applies a key once across two instances of the app on one database', async () => {
    const other = await buildApp({
      config: ctx.config,
      database: openDatabase(ctx.config.database),
    });
    try {
      const key = randomUUID();
      const bus = await vehicle();
      const request = {
        method: 'POST' as const,
        url: '/api/v1.0/station-admin/queue/',
        headers: { ...marshal.headers, 'idempotency-key': key },
        payload: { station, route, vehicle: bus },
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          (index % 2 === 0 ? ctx.app : other).inject(request),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await eventsOf(answers[0]?.json().entry.id)).toEqual(['joined']);
    } finally {
      await other.close();
    }
  });

  it('answers a repeated refusal with the first refusal, not a fresh check', async () => {
    const bus = await vehicle();
    const entry = (await join(bus)).json().entry.id;
    await call('PUT', `queue/${entry}/`, { action: 'leave' });
    const key = randomUUID();
    const first = await call('PUT', `queue/${entry}/`, { action: 'depart' }, key);
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe('queue.ended');
    const again = await call('PUT', `queue/${entry}/`, { action: 'depart' }, key);
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(first.body);
  });

  it('refuses a used key with a different body (422), and keeps keys apart per account', async () => {
    const key = randomUUID();
    const [a, b] = [await vehicle(), await vehicle()];
    expect((await join(a, key)).statusCode).toBe(201);
    const reused = await join(b, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'api.idempotencyKeyReused',
      message: messages.api.idempotencyKeyReused,
    });
    const other = await signedIn(ctx.app, ctx.db, { role: 'STATION_ADMIN' });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1.0/station/${station}/admins/`,
      headers: (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).headers,
      payload: { user_id: other.user.id },
    });
    expect((await join(b, key, other.headers)).statusCode).toBe(201);
  });

  it('refuses a malformed key with a 400 and changes nothing', async () => {
    const bus = await vehicle();
    for (const key of ['short', 'x'.repeat(101), 'not a key with spaces']) {
      const answer = await join(bus, key);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('api.idempotencyKeyInvalid');
    }
    const line = await ctx.db
      .selectFrom('queue_entries')
      .select('id')
      .where('vehicle_id', '=', bus)
      .execute();
    expect(line).toEqual([]);
  });

  it('lets a key expire: purged after its day, and then free for a new change', async () => {
    const key = randomUUID();
    const [a, b] = [await vehicle(), await vehicle()];
    const first = await join(a, key);
    expect(first.statusCode).toBe(201);
    const stored = await ctx.db
      .selectFrom('idempotency_keys')
      .select(['created_at', 'expires_at'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(24 * 3600_000);
    expect(await purgeExpiredKeys(ctx.db, new Date().toISOString())).toBe(0);

    const past = new Date(Date.now() - 1000).toISOString();
    await ctx.db
      .updateTable('idempotency_keys')
      .set({ expires_at: past })
      .where('key', '=', key)
      .execute();
    // An expired key is no longer the first change's: the same key now adds another vehicle.
    const reused = await join(b, key);
    expect(reused.statusCode).toBe(201);
    expect(reused.json().entry.vehicle).toBe(b);

    await ctx.db
      .updateTable('idempotency_keys')
      .set({ expires_at: past })
      .where('key', '=', key)
      .execute();
    expect(await purgeExpiredKeys(ctx.db, new Date().toISOString())).toBe(1);
    const left = await ctx.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .execute();
    expect(left).toEqual([]);
  });

  it('works as before without a key', async () => {
    const bus = await vehicle();
    expect((await join(bus)).statusCode).toBe(201);
    expect((await join(bus)).statusCode).toBe(409);
  });
});
