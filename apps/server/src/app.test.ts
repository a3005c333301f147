import type { AddressInfo } from 'node:net';
import { messages } from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors/app-error';
import {
  ADDRESS_TOO_LONG,
  BAD_ADDRESS,
  INTERNAL_ERROR,
  INVALID_INPUT,
} from './errors/error-handler';
import { NUL_IN_TEXT } from './errors/validation';
import { createTestApp, type TestContext, testEngine } from './test/test-app';

// Routes that exist only in this test, to drive each branch of the one error handler.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/probe/',
    {
      schema: {
        body: z.object({ name: z.string().min(2, 'Name is too short'), age: z.number().int() }),
      },
    },
    async (request) => ({ hello: request.body.name }),
  );
  app.get('/api/probe/conflict/', async () => {
    throw AppError.conflict('That name is taken.', { fields: { name: ['That name is taken.'] } });
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

  it('answers validation errors with 400 and every bad field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/',
      payload: { name: 'A' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(INVALID_INPUT);
    expect(body.fields.name).toEqual(['Name is too short']);
    expect(body.fields.age).toHaveLength(1);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
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

  it('maps an AppError to its status, message and fields', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/conflict/' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'That name is taken.',
      fields: { name: ['That name is taken.'] },
    });
  });

  it('hides the details of unexpected errors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/crash/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: INTERNAL_ERROR });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/v1.0/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: 'Not found.',
      detail: 'No endpoint answers DELETE /api/v1.0/no-such-thing/.',
    });
  });

  it('answers a path parameter over the length limit of the router with 414, without echoing it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1.0/regions/${'9'.repeat(5000)}/`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: ADDRESS_TOO_LONG });
  });

  it('answers a malformed percent-encoding in a path parameter with 400', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1.0/regions/%E0%A4%A/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: BAD_ADDRESS });
  });

  it('answers a multipart body it cannot read with 400, not 500', async () => {
    const boundary = 'probeboundary';
    const part = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nhalf a file`;
    for (const [contentType, payload, message] of [
      ['multipart/form-data', 'x', messages.api.uploadUnreadable],
      [`multipart/form-data; boundary=${boundary}`, part, messages.api.uploadCutOff],
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/probe/upload/',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
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
    expect(search.json()).toEqual({ error: NUL_IN_TEXT, fields: { search: [NUL_IN_TEXT] } });
    const token = await ctx.app.inject({ method: 'POST', url: '/api/v1.0/activate/a%00b/' });
    expect(token.json()).toEqual({ error: NUL_IN_TEXT, fields: { token: [NUL_IN_TEXT] } });
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/',
      payload: { name: 'Wanjiru', age: 30, nested: [{ note: 'Ken\u0000com' }] },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ error: NUL_IN_TEXT, fields: { 'nested.0.note': [NUL_IN_TEXT] } });
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
