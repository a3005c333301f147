import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testEngine } from '../test/test-app';

describe(`paths the API also answers at (${testEngine})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("answers the public Sacco list at the spec's double slash and at one slash alike", async () => {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1.0/${url}` });
    const spec = await get('unauth-saccos//');
    expect(spec.statusCode).toBe(200);
    for (const alias of ['unauth-saccos/', 'unauth-saccos/?fresh=1']) {
      const answer = await get(alias);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(spec.json());
    }
    expect((await get('unauth-saccos')).statusCode).toBe(404);
  });
});
