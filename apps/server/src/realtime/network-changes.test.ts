import { todayInNairobi } from '@foleni/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { signedIn } from '../test/factories';
import { createTestApp, createTestConfig, type TestContext, testEngine } from '../test/test-app';

/**
 * Each instance keeps its own route search index. On PostgreSQL a second instance on the same
 * database must rebuild its index when the first one changes the network; on SQLite there is one
 * process, so "the other instance" is the same one.
 */
describe(`network changes reach every instance's route search (${testEngine})`, () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.ready();
    if (ctx.config.database.engine === 'postgres') {
      const config = createTestConfig({ DATABASE_URL: ctx.config.database.url });
      other = await buildApp({ config, database: openDatabase(config.database) });
      await other.ready();
      closeOther = () => other.close();
    } else {
      other = ctx.app;
      closeOther = async () => undefined;
    }
    admin = (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).headers;
  });
  afterAll(async () => {
    await closeOther();
    await ctx.close();
  });

  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await ctx.app.inject({
      method,
      url: `/api/v1.0/${url}`,
      headers: admin,
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const searchOn = (app: FastifyInstance, origin: string, destination: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1.0/routes/search/',
      payload: { origin, destination, booking_type: 'one way', travelDate: todayInNairobi() },
    });
  /** Asks until the route is found or two seconds have passed; answers the last search's codes. */
  const foundOn = async (app: FastifyInstance, origin: string, destination: string) => {
    const deadline = Date.now() + 2000;
    for (;;) {
      const response = await searchOn(app, origin, destination);
      const codes =
        response.statusCode === 200
          ? (response.json().results as { route_id: string }[]).map((leg) => leg.route_id)
          : [];
      if (codes.length > 0 || Date.now() > deadline) return codes;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('finds a route created through one instance on the other', async () => {
    const region = await call('POST', 'regions/', { name: 'Kiambu' });
    const station = async (name: string) =>
      (await call('POST', 'station/', { name, region_id: region.id })).id;
    const origin = await station('Ndenderu Stage');
    const destination = await station('Banana Hill Stage');
    const sacco = await call('POST', 'saccos/', { name: 'Banana Hill Shuttle' });
    expect((await searchOn(other, 'Ndenderu Stage', 'Banana Hill Stage')).statusCode).toBe(202);

    const route = await call('POST', 'post-route/', {
      route_id: '121B',
      route_name: 'Ndenderu-Banana Hill',
      sacco: sacco.id,
      origin_station: origin,
      destination_station: destination,
    });
    await call('POST', `routestop-post/${route.id}/`, {
      stops: [
        { name: 'Ndenderu Stage', station: origin },
        { name: 'Ruaka Junction' },
        { name: 'Banana Hill Stage', station: destination },
      ],
    });

    expect(await foundOn(other, 'Ndenderu Stage', 'Banana Hill Stage')).toEqual(['121B']);
  });
});
