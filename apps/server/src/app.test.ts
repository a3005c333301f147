import type { AddressInfo } from 'node:net';
import { coded, messages, problem } from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors/app-error';
import { createTestApp, type TestContext, testEngine } from './test/test-app';

// Routes that exist only in this test, to drive each branch of the one error handler.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/probe/',
    {
      schema: {
        body: z.object({
          name: z.string().min(2, { error: coded('api.tooLong', { max: 2 }) }),
          age: z.number().int(),
        }),
      },
    },
    async (request) => ({ hello: request.body.name }),
  );
  app.get('/api/probe/conflict/', async () => {
    const taken = problem('gtfs.routeCodeTaken', { code: '107D' });
    throw AppError.conflict(taken, { fields: { name: [taken] } });
  });
  app.get('/api/probe/crash/', async () => {
    throw new Error('secret internal detail: password=hunter2');
  });
  app.post('/api/probe/upload/', async (request) => {
    let parts = 0;
    for await (const part of request.parts()) {
      if (part.type === 'file') await part.toBuffer();
      parts++;
    }
    return { parts };
  });
  app.get('/api/probe/slow/', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { finished: true };
  });
};

describe(`the API's error contract (${testEngine})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.register(probeRoutes);
  });
  afterAll(() => ctx.close());

  it('answers validation errors with 400 and every bad field, by the code its schema gives', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/',
      payload: { name: 'A' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'api.checkInput',
      message: messages.api.checkInput,
      fields: {
        name: [{ code: 'api.tooLong', message: 'Use at most 2 characters.', params: { max: 2 } }],
        // zod's own check, with no code of ours, is said in the contract's words.
        age: [{ code: 'api.checkInput', message: messages.api.checkInput }],
      },
    });
  });

  it('says a single bad field plainly', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/',
      payload: { name: 'A', age: 30 },
    });
    expect(response.json()).toMatchObject({ code: 'api.tooLong', params: { max: 2 } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'api.requestRefused',
      message: expect.any(String),
      params: { reason: expect.any(String) },
    });
  });

  it('answers an unsupported body type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
  });

  it('maps an AppError to its status, code, message, values and fields', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/conflict/' });
    expect(response.statusCode).toBe(409);
    const taken = {
      code: 'gtfs.routeCodeTaken',
      message: messages.gtfs.routeCodeTaken({ code: '107D' }),
      params: { code: '107D' },
    };
    expect(response.json()).toEqual({ ...taken, fields: { name: [taken] } });
  });

  it('hides the details of unexpected errors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/crash/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'api.internalError',
      message: messages.api.internalError,
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/v1.0/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ code: 'notFound.endpoint', message: 'Not found.' });
  });

  it('answers a path parameter over the length limit of the router with 414, without echoing it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1.0/regions/${'9'.repeat(5000)}/`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      code: 'api.addressTooLong',
      message: messages.api.addressTooLong,
    });
  });

  it('answers a malformed percent-encoding in a path parameter with 400', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1.0/regions/%E0%A4%A/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'api.badAddress', message: messages.api.badAddress });
  });

  it('answers a multipart body it cannot read with 400, not 500', async () => {
    const boundary = 'probeboundary';
    const part = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nhalf a file`;
    for (const [contentType, payload, code] of [
      ['multipart/form-data', 'x', 'uploadUnreadable'],
      [`multipart/form-data; boundary=${boundary}`, part, 'uploadCutOff'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/probe/upload/',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: `api.${code}`, message: messages.api[code] });
    }
    const whole = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/upload/',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part}\r\n--${boundary}--\r\n`,
    });
    expect(whole.json()).toEqual({ parts: 1 });
  });

  it('refuses a NUL character in a query, a path or a body with 400 on both engines', async () => {
    const search = await ctx.app.inject({ method: 'GET', url: '/api/v1.0/station/?search=a%00b' });
    expect(search.statusCode).toBe(400);
    const nul = { code: 'api.nulInText', message: messages.api.nulInText };
    expect(search.json()).toEqual({ ...nul, fields: { search: [nul] } });
    const token = await ctx.app.inject({ method: 'POST', url: '/api/v1.0/activate/a%00b/' });
    expect(token.json()).toEqual({ ...nul, fields: { token: [nul] } });
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/',
      payload: { name: 'Wanjiru', age: 30, nested: [{ note: 'Ken\u0000com' }] },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ ...nul, fields: { 'nested.0.note': [nul] } });
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/v1.0/health/'].get.responses['200']).toBeDefined();
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('finishes requests in flight when it closes', async () => {
    const other = await createTestApp();
    await other.app.register(probeRoutes);
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = other.app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/probe/slow/`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = other.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
  });
});
