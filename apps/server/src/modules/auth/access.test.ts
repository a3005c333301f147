import type { AddressInfo } from 'node:net';
import { CAPABILITIES, type Capability, ROLES, roleMay } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories';
import { createTestApp, testEngine } from '../../test/test-app';

// Walks every operation the API registers, for every role, active and pending, against the
// contract's capability table: an allowed caller never gets 401/403 from the guard, a refused one
// always gets 403, and nobody unsigned gets past a route that is not public.
// The telecom gateways' callbacks are public to the guard but need their secret (gateway-secret.ts).
const GATEWAY_SECRET = 'access-test-gateway-secret';
const ctx = await createTestApp({ USSD_SECRET: GATEWAY_SECRET });
await ctx.app.ready();
const operations = ctx.app.apiOperations;

describe(`every operation × role against the capability table (${testEngine})`, () => {
  const headers = new Map<string, Record<string, string>>();
  let someUserId = 0;
  let origin = '';

  beforeAll(async () => {
    for (const role of ROLES) {
      headers.set(role, (await signedIn(ctx.app, ctx.db, { role })).headers);
      headers.set(
        `pending ${role}`,
        (await signedIn(ctx.app, ctx.db, { role, status: 'pending' })).headers,
      );
    }
    someUserId = (await signedIn(ctx.app, ctx.db)).user.id;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());

  const request = async (method: string, path: string, auth?: Record<string, string>) => {
    const url =
      path.startsWith('/api/v1.0/ussd/') || path.startsWith('/api/v1.0/sms/inbound/')
        ? `${path.replace(':token', GATEWAY_SECRET)}?token=${GATEWAY_SECRET}`
        : path.replace(':id', String(someUserId)).replace(/:\w+/g, 'sample');
    if (!path.endsWith('/events/')) {
      return ctx.app.inject({
        method: method as 'GET',
        url,
        headers: auth ?? {},
        ...(method === 'GET' ? {} : { payload: {} }),
      });
    }
    // A live stream never ends: read its status over real HTTP, then hang up.
    const abort = new AbortController();
    const response = await fetch(`${origin}${url}`, { headers: auth ?? {}, signal: abort.signal });
    abort.abort();
    return { statusCode: response.status };
  };

  it('finds the API and every declared capability in the table', () => {
    expect(operations.length).toBeGreaterThan(90);
    for (const { access } of operations)
      expect(access === 'public' || access in CAPABILITIES, access).toBe(true);
  });

  it.each(operations.map((op) => [`${op.method} ${op.url} (${op.access})`, op] as const))(
    '%s',
    async (_name, { method, url, access }) => {
      const anonymous = await request(method, url);
      if (access === 'public') expect(anonymous.statusCode).not.toBe(401);
      else expect(anonymous.statusCode).toBe(401);

      for (const role of ROLES) {
        const allowed = access === 'public' || roleMay(role, access);
        const active = await request(method, url, headers.get(role));
        if (allowed) expect([401, 403], `${role} should pass`).not.toContain(active.statusCode);
        else expect(active.statusCode, `${role} should be refused`).toBe(403);

        const pendingAllowed =
          access === 'public' ||
          (allowed && (CAPABILITIES[access] as Capability).allowPending === true);
        const pending = await request(method, url, headers.get(`pending ${role}`));
        if (pendingAllowed)
          expect([401, 403], `pending ${role} should pass`).not.toContain(pending.statusCode);
        else expect(pending.statusCode, `pending ${role} should be refused`).toBe(403);
      }
    },
  );
});
