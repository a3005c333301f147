import { errorBodySchema } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext, testEngine } from '../test/test-app';

interface Operation {
  operationId?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

describe(`the API document (${testEngine})`, () => {
  let ctx: TestContext;
  let document: OpenApiDocument;
  let operations: { method: string; path: string; operation: Operation }[];
  beforeAll(async () => {
    ctx = await createTestApp();
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
    );
  });
  afterAll(() => ctx.close());

  it('is served at /api/docs/openapi.json as the docs page reads it', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(page.json()).toEqual(document);
    expect(operations.length).toBeGreaterThan(90);
  });

  it('names, describes and tags every operation', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z][A-Za-z]+$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Set(document.tags.map((tag) => tag.name));
    const incomplete = operations
      .filter(
        ({ operation }) =>
          !operation.description ||
          !operation.tags?.length ||
          !operation.tags.every((tag) => declared.has(tag)) ||
          Object.values(operation.responses).some(
            (response) => !response.description || response.description === 'Default Response',
          ),
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(incomplete).toEqual([]);
  });

  it('declares the bearer token on exactly the operations that refuse a call without one', async () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const wrong: string[] = [];
    for (const { method, path, operation } of operations) {
      // An id nobody has: a public operation answers 404 or 400, never a stream or a change.
      const url = path.replace(/\{[^}]+\}/g, '999999');
      const answer = await ctx.app.inject({ method: method.toUpperCase(), url });
      const declaresToken = operation.security?.some((scheme) => 'bearerAuth' in scheme) ?? false;
      if ((answer.statusCode === 401) !== declaresToken)
        wrong.push(`${method} ${path}: ${answer.statusCode}, bearer ${declaresToken}`);
      if (declaresToken && !(operation.responses['401'] && operation.responses['403']))
        wrong.push(`${method} ${path}: 401 or 403 undocumented`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers every refusal with one error body, the contract's", () => {
    expect(document.components.schemas.ErrorBody).toEqual(
      z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0', io: 'output' }),
    );
    const refusals = operations.flatMap(({ operation }) =>
      Object.entries(operation.responses).filter(([status]) => status.startsWith('4')),
    );
    expect(refusals.length).toBeGreaterThan(100);
    for (const [, response] of refusals)
      expect(response.content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
      });
  });

  it('documents the uploads as multipart forms and the live streams as event streams', () => {
    const uploads = operations.filter(
      ({ operation }) => operation.requestBody?.content['multipart/form-data'],
    );
    expect(uploads.map(({ operation }) => operation.operationId).sort()).toEqual([
      'importGtfsFeed',
      'submitComplaint',
    ]);
    const streams = operations.filter(
      ({ operation }) => operation.responses['200']?.content?.['text/event-stream'],
    );
    expect(streams.map(({ operation }) => operation.operationId).sort()).toEqual([
      'streamNotifications',
      'streamStationQueue',
    ]);
  });
});
