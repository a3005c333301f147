import type { AddressInfo } from 'node:net';
import { ROLES, type Role } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';
import { PERMISSIONS } from './permissions';

// Walks the whole permission table for every role, so no endpoint is left unguarded: an allowed
// caller never gets 401/403 from the guard, a denied one always gets 403, nobody unsigned gets in.
describe(`the permission table (${testEngine})`, () => {
  let ctx: TestContext;
  const headers = new Map<string, Record<string, string>>();
  let someUserId = 0;
  let origin = '';

  beforeAll(async () => {
    ctx = await createTestApp();
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

  const entries = Object.entries(PERMISSIONS).map(([key, access]) => {
    const [method, path] = key.split(' ') as [string, string];
    return { key, method, path, access };
  });
  const request = async (method: string, path: string, auth?: Record<string, string>) => {
    const url = path.replace(':id', String(someUserId)).replace(/:\w+/g, 'sample');
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

  it('names only routes that exist', () => {
    for (const { method, path } of entries)
      expect(ctx.app.hasRoute({ method: method as 'GET', url: path }), `${method} ${path}`).toBe(
        true,
      );
  });

  it.each(entries.map((entry) => [entry.key, entry] as const))(
    '%s',
    async (_key, { method, path, access }) => {
      const anonymous = await request(method, path);
      if ('public' in access) expect(anonymous.statusCode).not.toBe(401);
      else expect(anonymous.statusCode).toBe(401);

      for (const role of ROLES) {
        const allowed = 'public' in access || access.roles.includes(role as Role);
        const active = await request(method, path, headers.get(role));
        if (allowed) expect([401, 403], `${role} should pass`).not.toContain(active.statusCode);
        else expect(active.statusCode, `${role} should be refused`).toBe(403);

        const pending = await request(method, path, headers.get(`pending ${role}`));
        const pendingAllowed = 'public' in access || (allowed && access.allowPending === true);
        if (pendingAllowed)
          expect([401, 403], `pending ${role} should pass`).not.toContain(pending.statusCode);
        else expect(pending.statusCode, `pending ${role} should be refused`).toBe(403);
      }
    },
  );
});
