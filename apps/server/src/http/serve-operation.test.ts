import { API_BASE_PATH } from '@foleni/contract';
import { operations } from '@foleni/contract/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testEngine } from '../test/test-app';

describe(`the contract's catalogue of operations (${testEngine})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.ready();
  });
  afterAll(() => ctx.close());

  it('is what the API serves: every operation, with its access, and nothing else', () => {
    const catalogue = Object.values(operations).map(
      ({ method, url, access }) => `${method} ${API_BASE_PATH}${url} ${access}`,
    );
    const served = ctx.app.apiOperations.map(
      ({ method, url, access }) => `${method} ${url} ${access}`,
    );
    expect(served.sort()).toEqual(catalogue.sort());
  });
});
