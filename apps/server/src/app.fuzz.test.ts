import type { AddressInfo } from 'node:net';
import { errorBodySchema, ROLES, type Role } from '@foleni/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle, signedIn } from './test/factories';
import {
  bodyCases,
  type FuzzCase,
  multipartCases,
  type Operation,
  OVERSIZED,
  operationsOf,
  parameterCases,
  seededRandom,
  validUrl,
} from './test/fuzz';
import { createTestApp, testEngine } from './test/test-app';

// Every operation the API documents gets oversized, wrong-type, missing and extra fields, bad
// path and query parameters, bad bodies and uploads, from nobody, from a forged token and from each
// role. Whatever the input, the answer must be no 5xx, and a 4xx must be the API's error body.

// Every signed-in role logs in once below and the fuzzed login and signup calls come from one
// address: the ceiling must sit above all of them, or the rest turns into 429s.
const ctx = await createTestApp({ LOGIN_RATE_LIMIT: '100000' });
afterAll(() => ctx.close());

// The first row of each table is what a fuzzed id of 1 points at. User 1 is a bystander, so
// suspending, demoting or removing "user 1" never touches the accounts whose tokens the cases use.
await createUser(ctx.db, { role: 'CUSTOMER' });
type Account = Awaited<ReturnType<typeof signedIn>> & { role: Role };
const accounts: Account[] = [];
for (const role of ROLES) accounts.push({ role, ...(await signedIn(ctx.app, ctx.db, { role })) });
const byRole = (role: Role) => accounts.find((account) => account.role === role) as Account;
await createNetwork();

const documentAnswer = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
const operations = operationsOf(documentAnswer.json())
  // Reads first, so they see the fixtures before the writes archive, suspend or cancel them.
  .sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));

const callers: [string, Record<string, string>][] = [
  ['no token', {}],
  ['a forged token', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged' }],
  ...accounts.map(({ role, headers }): [string, Record<string, string>] => [role, headers]),
];
const ANSWER_WITHIN_MS = 10_000;
const OTHER_CALLERS_SHARE = 1 / 3;
const REFUSED_SAMPLE = 6;
/** Operations that answered some case with a 2xx: the fuzzing got past validation to the work. */
const reached = new Set<string>();

/** A region, three stations, a Sacco, two routes, a vehicle with its crew and a queue entry. */
async function createNetwork() {
  const admin = byRole('SYSTEM_ADMIN').headers;
  const post = async (url: string, payload: object, headers = admin) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1.0/${url}`,
      headers,
      payload,
    });
    if (response.statusCode >= 300) throw new Error(`fixture ${url}: ${response.body}`);
    return response.json().id as number;
  };
  const region = await post('regions/', { name: 'CBD' });
  const [kencom, odeon, ruaka] = [
    await post('station/', { name: 'Kencom', region_id: region }),
    await post('station/', { name: 'Odeon', region_id: region }),
    await post('station/', { name: 'Ruaka', region_id: region }),
  ];
  const sacco = await post('saccos/', { name: 'Kaskazini Line' });
  for (const [code, from] of [
    ['107D', kencom],
    ['100', odeon],
  ] as const)
    await post('post-route/', {
      route_id: code,
      route_name: code,
      sacco,
      origin_station: from,
      destination_station: ruaka,
    });
  const marshal = byRole('STATION_ADMIN');
  await post(`station/${kencom}/admins/`, { user_id: marshal.user.id });
  const vehicle = await createVehicle(ctx.db, {
    plate: 'KDA 123A',
    sacco_id: sacco,
    owner: byRole('OWNER').user.id,
    drivers: [byRole('DRIVER').user.id],
  });
  await post(
    'station-admin/queue/',
    { station: kencom, route: 1, vehicle: vehicle.id },
    marshal.headers,
  );
}

/** The operation's cases, a valid request first. */
function casesOf(operation: Operation, oversized = OVERSIZED): FuzzCase[] {
  const url = validUrl(operation);
  const cases = parameterCases(operation, oversized);
  if (operation.multipart) return [...multipartCases(operation, url), ...cases];
  if (operation.body) return [...bodyCases(operation, url), ...cases];
  cases.unshift({ label: 'valid parameters', url, headers: {} });
  if (operation.method !== 'GET') {
    const json = { 'content-type': 'application/json' };
    cases.push({ label: 'an unexpected body', url, headers: json, payload: '{"fuzz": 1}' });
    cases.push({ label: 'an unexpected malformed body', url, headers: json, payload: '{"fu' });
  }
  return cases;
}

/** What is wrong with an answer, or null: a 5xx, or a 4xx that is not the API's error body. */
function fault(status: number, contentType: string | undefined, body: string): string | null {
  if (status >= 500) return `${status} ${body.slice(0, 200)}`;
  if (status < 400) return null;
  if (!contentType?.startsWith('application/json'))
    return `${status} as ${contentType}: ${body.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} with a body that is not JSON: ${body.slice(0, 200)}`;
  }
  const shape = errorBodySchema.strict().safeParse(parsed);
  if (!shape.success || !shape.data.message)
    return `${status} not in the error shape: ${body.slice(0, 200)}`;
  return null;
}

function withinTime<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what}: no answer within ${ANSWER_WITHIN_MS} ms`)),
        ANSWER_WITHIN_MS,
      );
    }),
  ]);
}

describe(`every documented operation under fuzzed input (${testEngine})`, () => {
  it('finds operations of every kind in the document', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(operations.filter((operation) => operation.body).length).toBeGreaterThan(30);
    expect(operations.filter((operation) => operation.multipart).length).toBeGreaterThanOrEqual(2);
    expect(operations.filter((operation) => operation.stream).length).toBeGreaterThanOrEqual(2);
  });

  for (const operation of operations.filter((item) => !item.stream)) {
    it(`${operation.method} ${operation.path}: no 5xx, and every 4xx in the error shape`, async () => {
      const faults: string[] = [];
      const cases = casesOf(operation);
      for (const [caller, auth] of callers) {
        const random = seededRandom(`${operation.method} ${operation.path} ${caller}`);
        let refused = false;
        for (const [index, fuzz] of cases.entries()) {
          // Every case comes from nobody and from the system admin, who passes the guard almost
          // everywhere; each other caller sends the valid request and a seeded share of the rest
          // (megabyte bodies excepted), a smaller one when the guard turned it away (401/403 to
          // the valid request), since the guard answers before the input is read.
          const everyCase = caller === 'no token' || caller === 'SYSTEM_ADMIN';
          if (index > 0 && !everyCase) {
            if (fuzz.heavy) continue;
            const share = refused ? REFUSED_SAMPLE / cases.length : OTHER_CALLERS_SHARE;
            if (random() >= share) continue;
          }
          const what = `${caller}, ${fuzz.label}`;
          const response = await withinTime(
            ctx.app.inject({
              method: operation.method as 'GET',
              url: fuzz.url,
              headers: { ...fuzz.headers, ...auth },
              ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
            }),
            what,
          );
          const problem = fault(
            response.statusCode,
            response.headers['content-type'] as string | undefined,
            response.body,
          );
          if (problem) faults.push(`${what}: ${problem}`);
          if (response.statusCode < 300) reached.add(`${operation.method} ${operation.path}`);
          if (index === 0) refused = response.statusCode === 401 || response.statusCode === 403;
        }
      }
      expect(faults).toEqual([]);
    });
  }

  // A stream that opens never ends, so these go over a real socket: each answer's status and
  // headers are read, then the request is dropped.
  for (const operation of operations.filter((item) => item.stream)) {
    it(`${operation.method} ${operation.path} (a stream): bad input answers 4xx at once, good input opens the stream`, async () => {
      const origin = await listening();
      const faults: string[] = [];
      let opened = 0;
      // Node refuses request lines over 16 KiB before the app sees them.
      for (const [caller, auth] of callers) {
        for (const fuzz of casesOf(operation, 'x'.repeat(8000))) {
          const what = `${caller}, ${fuzz.label}`;
          const abort = new AbortController();
          try {
            const response = await withinTime(
              fetch(`${origin}${fuzz.url}`, {
                method: operation.method,
                headers: { ...fuzz.headers, ...auth },
                signal: abort.signal,
              }),
              what,
            );
            const contentType = response.headers.get('content-type') ?? undefined;
            if (response.status === 200) {
              reached.add(`${operation.method} ${operation.path}`);
              if (contentType?.startsWith('text/event-stream')) opened++;
              else faults.push(`${what}: 200 as ${contentType}`);
              continue;
            }
            const problem = fault(response.status, contentType, await response.text());
            if (problem) faults.push(`${what}: ${problem}`);
            if (
              / (non-numeric|negative|zero|fractional|beyond) /.test(fuzz.label) &&
              fuzz.label.startsWith('path') &&
              response.status !== 400 &&
              response.status !== 404
            )
              faults.push(`${what}: ${response.status}, not a 400 or 404`);
          } catch (error) {
            faults.push(`${what}: ${(error as Error).message}`);
          } finally {
            abort.abort();
          }
        }
      }
      expect(faults).toEqual([]);
      expect(opened).toBeGreaterThan(0);
    });
  }

  it('got past validation into most operations, and left every account signed in', async () => {
    expect(reached.size).toBeGreaterThan(operations.length / 2);
    for (const { role, headers } of accounts) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/v1.0/user/', headers });
      expect(me.statusCode, role).toBe(200);
      expect(me.json().role, role).toBe(role);
    }
  });
});

let origin: Promise<string> | undefined;
function listening(): Promise<string> {
  origin ??= ctx.app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
    const { port } = ctx.app.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  });
  return origin;
}
