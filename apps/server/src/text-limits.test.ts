import { complaintInputSchema, messages, TEXT_LIMITS } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, fieldMessages, type TestContext, testEngine } from './test/test-app';

// Issue #14: a request with a 40,000-character field answered 500 and wrote 100 kB to the log.
// Every text a request carries has a maximum length in the contract.

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Where a string may be of any length: not capped, not a choice, not a date or a bounded pattern. */
function uncappedStrings(
  schema: JsonSchema | undefined,
  where: string,
  definitions: Record<string, JsonSchema> = {},
): string[] {
  if (!schema) return [];
  if (schema.$ref)
    return uncappedStrings(definitions[schema.$ref.split('/').pop() ?? ''], where, definitions);
  const found: string[] = [];
  const isString =
    schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
  const bounded =
    schema.maxLength !== undefined ||
    schema.enum !== undefined ||
    schema.const !== undefined ||
    schema.format === 'date' ||
    (schema.pattern?.startsWith('^') && schema.pattern.endsWith('$'));
  if (isString && !bounded) found.push(where);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...uncappedStrings(part, where, definitions));
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    found.push(...uncappedStrings(property, `${where}.${name}`, definitions));
  if (schema.items) found.push(...uncappedStrings(schema.items, `${where}[]`, definitions));
  return found;
}

describe(`the length of every text a request carries (${testEngine})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is capped in every route schema and in the complaint form', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string; schema: JsonSchema }[];
            requestBody?: { content: Record<string, { schema: JsonSchema }> };
          }
        >
      >;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const definitions = doc.components?.schemas ?? {};
    const uncapped: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? [])
          uncapped.push(
            ...uncappedStrings(
              parameter.schema,
              `${method} ${path} ${parameter.in} ${parameter.name}`,
              definitions,
            ),
          );
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}))
          uncapped.push(
            ...uncappedStrings(content.schema, `${method} ${path} ${type}`, definitions),
          );
      }
    }
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    const complaint = z.toJSONSchema(complaintInputSchema, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    uncapped.push(...uncappedStrings(complaint, 'POST /complaints/ multipart'));
    expect(uncapped).toEqual([]);
  });

  it('refuses 40,000 characters with a 400 naming the limit, never a 500', async () => {
    const huge = 'x'.repeat(40_000);
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1.0/${url}`, payload });
    const login = await post('login/', { username: huge, password: huge });
    expect(login.statusCode).toBe(400);
    expect(fieldMessages(login)).toEqual({
      username: [messages.api.tooLong({ max: TEXT_LIMITS.email })],
      password: [messages.api.tooLong({ max: TEXT_LIMITS.password })],
    });
    const signup = await post('signup/', {
      email: `${huge}@example.ke`,
      contact_number: '0712345678',
      national_id: '12345678',
      role: 'customer',
      password: 'matatu-123',
      confirmPassword: 'matatu-123',
      firstname: huge,
    });
    expect(signup.statusCode).toBe(400);
    expect(fieldMessages(signup)).toMatchObject({
      email: [messages.api.tooLong({ max: TEXT_LIMITS.email })],
      firstname: [messages.api.tooLong({ max: TEXT_LIMITS.name })],
    });
    const search = await post('routes/search/', {
      origin: huge,
      destination: 'Kencom',
      booking_type: 'one way',
      travelDate: '2099-01-01',
    });
    expect(search.statusCode).toBe(400);
    expect(fieldMessages(search).origin).toEqual([messages.journeys.placeTooLong({ max: 120 })]);
  });
});
