import { healthSchema } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';

describe(`GET /api/v1.0/health/ (${testEngine})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('reports the database engine and that it answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1.0/health/' });
    expect(response.statusCode).toBe(200);
    const body = healthSchema.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ engine: testEngine, ok: true });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.app.ready();
    await broken.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/api/v1.0/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    await broken.close().catch(() => undefined);
  });
});
