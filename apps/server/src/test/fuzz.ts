/**
 * Bad input for every operation of an OpenAPI document, derived from its schemas: a deterministic
 * generator (seeded per operation), so a failure names a request that can be sent again.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, with `{name}` for each path parameter. */
  path: string;
  description: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  /** The document says the body is multipart/form-data (an upload). */
  multipart: boolean;
  /** A server-sent event stream: a successful answer never ends. */
  stream: boolean;
}

/** One request to send, with a label that says what is wrong with it. */
export interface FuzzCase {
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Megabytes to build and parse: sent by fewer callers to keep the run short. */
  heavy?: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const text = `${operation.summary ?? ''} ${operation.description ?? ''}`;
      return {
        method: method.toUpperCase(),
        path,
        description: operation.description ?? '',
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
        multipart:
          Boolean(operation.requestBody?.content['multipart/form-data']) ||
          /multipart\/form-data/.test(text),
        stream: /server-sent events/i.test(text),
      };
    }),
  );
}

/** mulberry32: small, fast and the same sequence for the same seed on every run. */
export function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const OVERSIZED = 'x'.repeat(100_000);

// Values real clients send, tried in turn for a string with a pattern or a format: the first that
// fits is the "valid" value, so the other fields' faults reach the services, not just the schema.
const STRING_CANDIDATES = [
  'fuzz@example.ke',
  '0712345678',
  '+254712345678',
  '2026-11-25',
  '2026-11-25T08:00:00.000Z',
  '08:00',
  'KDA 123A',
  '12345678',
  '-1.2841,36.8233',
  'https://example.ke/',
  '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  'Kencom',
];

const FORMAT_CHECKS: Record<string, RegExp> = {
  email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T/,
  time: /^\d{2}:\d{2}/,
  uri: /^https?:\/\//,
  uuid: /^[0-9a-f-]{36}$/,
};

function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return [schema.type].flat();
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function fitsString(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  const format = schema.format && FORMAT_CHECKS[schema.format];
  return !format || format.test(value);
}

/** A value the schema accepts, as far as the schema alone can tell. */
function validValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const option = schema.anyOf ?? schema.oneOf;
  if (option?.length) {
    const notNull = option.find((item) => !typesOf(item).includes('null'));
    return validValue(notNull ?? (option[0] as JsonSchema));
  }
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf));
  const type = typesOf(schema).find((item) => item !== 'null') ?? 'string';
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validValue(value)]),
      );
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
        validValue(schema.items ?? {}),
      );
    case 'integer':
    case 'number': {
      // Fixtures are created first, so 1 is an existing row of most tables.
      const floor =
        typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
      return Math.max(1, floor ?? 1);
    }
    case 'boolean':
      return true;
    default: {
      // Free text gets a name the fixtures know (a station), so searches find something.
      const plain = !schema.pattern && !schema.format;
      if (plain && fitsString(schema, 'Kencom')) return 'Kencom';
      const candidate = STRING_CANDIDATES.find((value) => fitsString(schema, value));
      if (candidate) return candidate;
      const length = Math.min(Math.max(schema.minLength ?? 1, 4), schema.maxLength ?? 4);
      return 'Fuzz'.repeat(Math.ceil(length / 4)).slice(0, length) || 'F';
    }
  }
}

/** Values of every JSON type but the one the schema wants. */
function wrongTypes(schema: JsonSchema): unknown[] {
  const wanted = new Set(typesOf(schema));
  if (wanted.has('integer')) wanted.add('number');
  const samples: [string, unknown][] = [
    ['string', 'not-what-you-want'],
    ['number', 12.5],
    ['boolean', true],
    ['array', ['a', 1]],
    ['object', { nested: { deeper: true } }],
    ['null', null],
  ];
  return samples.filter(([type]) => !wanted.has(type)).map(([, value]) => value);
}

function pick<T>(random: () => number, values: T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The faulty JSON bodies for one operation: each a valid body with one thing wrong. */
export function bodyCases(operation: Operation, url: string): FuzzCase[] {
  const schema = operation.body;
  if (!schema) return [];
  const random = seededRandom(`${operation.method} ${operation.path} body`);
  const valid = validValue(schema) as Record<string, unknown>;
  const json = (label: string, body: unknown): FuzzCase => ({
    label,
    url,
    headers: JSON_HEADERS,
    payload: JSON.stringify(body),
  });
  const cases: FuzzCase[] = [
    json('a valid body', valid),
    json('an empty object', {}),
    json('an extra field', {
      ...valid,
      fuzz_extra: OVERSIZED,
      is_admin: true,
      role: 'SYSTEM_ADMIN',
    }),
    json('an array for a body', [valid]),
    json('a string for a body', 'fuzz'),
    json('null for a body', null),
    { label: 'malformed JSON', url, headers: JSON_HEADERS, payload: '{"fuzz": ' },
    {
      label: 'a __proto__ key',
      url,
      headers: JSON_HEADERS,
      payload: `{"__proto__": {"role": "SYSTEM_ADMIN"}, ${JSON.stringify(valid).slice(1)}`,
    },
    {
      label: 'a body over the size limit (2 MiB)',
      url,
      headers: JSON_HEADERS,
      payload: JSON.stringify({ ...valid, fuzz_extra: 'x'.repeat(2 * 1024 * 1024) }),
      heavy: true,
    },
    { label: 'a text/plain body', url, headers: { 'content-type': 'text/plain' }, payload: 'x' },
  ];
  for (const field of schema.required ?? []) {
    const { [field]: _missing, ...rest } = valid;
    cases.push(json(`"${field}" missing`, rest));
  }
  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
    cases.push(json(`"${field}" 100,000 characters long`, { ...valid, [field]: OVERSIZED }));
    cases.push(json(`"${field}" with a NUL character`, { ...valid, [field]: 'Ken\u0000com' }));
    cases.push(
      json(`"${field}" of a wrong type`, {
        ...valid,
        [field]: pick(random, wrongTypes(fieldSchema)),
      }),
    );
    if (typesOf(fieldSchema).includes('array')) {
      const item = validValue(fieldSchema.items ?? {});
      cases.push({
        ...json(`"${field}" with 5,000 items`, {
          ...valid,
          [field]: Array.from({ length: 5000 }, () => item),
        }),
        heavy: true,
      });
    }
    if (typesOf(fieldSchema).some((type) => type === 'integer' || type === 'number')) {
      cases.push(json(`"${field}" huge`, { ...valid, [field]: 1e300 }));
      cases.push(json(`"${field}" negative`, { ...valid, [field]: -1 }));
    }
  }
  return cases;
}

/** Bad values of a path or query parameter: wrong type, out of range, oversized, odd bytes. */
function parameterValues(parameter: Parameter, oversized: string): [string, string][] {
  const numeric = typesOf(parameter.schema).some((type) => type === 'integer' || type === 'number');
  return [
    ...(numeric
      ? ([
          ['non-numeric', 'abc'],
          ['negative', '-1'],
          ['zero', '0'],
          ['fractional', '1.5'],
          ['beyond 2^63', '99999999999999999999999'],
        ] as [string, string][])
      : [['an unknown value', 'no-such-thing'] as [string, string]]),
    ['empty', ''],
    [`${oversized.length.toLocaleString('en')} characters`, oversized],
    ['a NUL byte', '%00'],
    ['an encoded slash', '..%2F..%2Fetc'],
  ];
}

/** The operation's URL with valid path parameters and its required query parameters. */
export function validUrl(
  operation: Operation,
  overrides: { path?: Record<string, string>; query?: Record<string, string | string[]> } = {},
): string {
  let url = operation.path;
  for (const parameter of operation.parameters.filter((item) => item.in === 'path')) {
    const value = overrides.path?.[parameter.name] ?? String(validValue(parameter.schema));
    url = url.replace(`{${parameter.name}}`, value === '' ? '' : encodePathValue(value));
  }
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((item) => item.in === 'query')) {
    if (!parameter.required) continue;
    query.append(parameter.name, String(validValue(parameter.schema)));
  }
  for (const [name, value] of Object.entries(overrides.query ?? {})) {
    query.delete(name);
    for (const item of [value].flat()) query.append(name, item);
  }
  const search = query.toString().replaceAll('%2500', '%00');
  return search ? `${url}?${search}` : url;
}

// The fuzz values that are already percent-encoded go into the path as they are.
function encodePathValue(value: string): string {
  return value.includes('%') ? value : encodeURIComponent(value);
}

/** Faulty path and query parameters, each on an otherwise valid URL. */
export function parameterCases(operation: Operation, oversized: string): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const body = operation.body ? { payload: JSON.stringify(validValue(operation.body)) } : {};
  const headers = operation.body ? JSON_HEADERS : {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    for (const [label, value] of parameterValues(parameter, oversized)) {
      const url = validUrl(operation, { [parameter.in]: { [parameter.name]: value } });
      cases.push({
        label: `${parameter.in} parameter "${parameter.name}" ${label}`,
        url,
        headers,
        ...body,
      });
    }
    if (parameter.in === 'query') {
      const url = validUrl(operation, { query: { [parameter.name]: ['1', '2'] } });
      cases.push({
        label: `query parameter "${parameter.name}" given twice`,
        url,
        headers,
        ...body,
      });
    }
  }
  const extra = validUrl(operation, { query: { fuzz_extra: oversized } });
  cases.push({ label: 'an unknown query parameter', url: extra, headers, ...body });
  return cases;
}

/** Uploads: a multipart body with the fields the document names, each faulty in turn. */
export function multipartCases(operation: Operation, url: string): FuzzCase[] {
  // The document names an upload's fields in backticks (`feed`, `attachments`).
  const named = [...operation.description.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]);
  const fields = [...new Set([...named, 'fuzz_extra'])] as string[];
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const part = (name: string, value: string | Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"${
          filename ? `; filename="${filename}"\r\ncontent-type: application/octet-stream` : ''
        }\r\n\r\n`,
      ),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const body = (...parts: Buffer[]) =>
    Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  const garbage = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256));
  return [
    { label: 'an empty multipart body', url, headers, payload: body() },
    {
      label: 'every named field 100,000 characters long',
      url,
      headers,
      payload: body(...fields.map((name) => part(name, OVERSIZED))),
    },
    {
      label: 'a NUL character in every named field',
      url,
      headers,
      payload: body(...fields.map((name) => part(name, 'Ken\u0000com'))),
    },
    {
      label: 'a file of random bytes in every named field',
      url,
      headers,
      payload: body(...fields.map((name) => part(name, garbage, `${name}.zip`))),
    },
    {
      label: 'a file with a 1,000-character name',
      url,
      headers,
      payload: body(part(fields[0] as string, garbage, `${'n'.repeat(1000)}.pdf`)),
    },
    {
      label: '5,000 parts',
      url,
      headers,
      payload: body(...Array.from({ length: 5000 }, (_, index) => part(`field${index}`, 'x'))),
      heavy: true,
    },
    {
      label: 'a truncated multipart body',
      url,
      headers,
      payload: part(fields[0] as string, 'cut off'),
    },
    {
      label: 'a multipart body without a boundary',
      url,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    },
    { label: 'a JSON body', url, headers: JSON_HEADERS, payload: '{}' },
  ];
}
