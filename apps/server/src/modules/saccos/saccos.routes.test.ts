import { messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSacco, signedIn } from '../../test/factories';
import {
  createTestApp,
  fieldMessages,
  injectApi,
  type TestContext,
  testEngine,
} from '../../test/test-app';

describe(`Saccos (${testEngine})`, () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).headers;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) =>
    injectApi(ctx.app, method, url, payload, headers);

  it('registers Saccos and lists the active ones publicly at the spec path', async () => {
    const created = await call('POST', 'saccos/', {
      name: 'Mji Mpya Sacco',
      email: 'info@mjimpya.co.ke',
      logo_url: 'https://example.ke/logo.png',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Mji Mpya Sacco',
      status: 'active',
      route_count: 0,
      member_count: 0,
    });
    const suspended = (await call('POST', 'saccos/', { name: 'Old Line Sacco' })).json();
    await call('POST', `saccos/${suspended.id}/suspend/`);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1.0/unauth-saccos//' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: created.json().id, name: 'Mji Mpya Sacco', logo: 'https://example.ke/logo.png' },
    ]);
  });

  it('refuses duplicate names and bad e-mail addresses', async () => {
    await call('POST', 'saccos/', { name: 'Umoja Riders' });
    expect(fieldMessages(await call('POST', 'saccos/', { name: 'umoja riders' }))).toEqual({
      name: [messages.network.saccoNameTaken],
    });
    expect((await call('POST', 'saccos/', { name: 'X Sacco', email: 'not-mail' })).statusCode).toBe(
      400,
    );
  });

  it('lets a Sacco account see and edit only its own profile', async () => {
    const own = (await call('POST', 'saccos/', { name: 'Jamii Express' })).json();
    const other = (await call('POST', 'saccos/', { name: 'Safari Link' })).json();
    const sacco = await signedIn(ctx.app, ctx.db, { role: 'SACCO' });
    await ctx.db
      .updateTable('users')
      .set({ sacco_id: own.id })
      .where('id', '=', sacco.user.id)
      .execute();

    const visible = (await call('GET', 'saccos/', undefined, sacco.headers)).json();
    expect(visible.results.map((row: { id: number }) => row.id)).toEqual([own.id]);
    expect(visible.results[0].member_count).toBe(1);
    expect((await call('GET', `saccos/${other.id}/`, undefined, sacco.headers)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          'PUT',
          `saccos/${own.id}/`,
          { name: 'Jamii Express Sacco', phone_number: '0712345678' },
          sacco.headers,
        )
      ).json(),
    ).toMatchObject({
      name: 'Jamii Express Sacco',
      phone_number: '0712345678',
    });
    expect(
      (await call('PUT', `saccos/${other.id}/`, { name: 'Taken over' }, sacco.headers)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `saccos/${own.id}/suspend/`, undefined, sacco.headers)).statusCode,
    ).toBe(403);
    const customer = await signedIn(ctx.app, ctx.db);
    expect((await call('GET', 'saccos/', undefined, customer.headers)).statusCode).toBe(403);
  });

  it('says on each Sacco what the caller may do with it, as the role allows', async () => {
    const own = (await call('POST', 'saccos/', { name: 'Umoja Shuttle' })).json();
    expect(own.can).toEqual({ edit: true, suspend: true });
    const canOf = async (role: 'SACCO' | 'OWNER' | 'DRIVER' | 'STATION_ADMIN') => {
      const caller = await signedIn(ctx.app, ctx.db, { role });
      await joinSacco(ctx.db, caller.user.id, own.id);
      const listed = (await call('GET', 'saccos/?search=Umoja', undefined, caller.headers)).json();
      const one = (await call('GET', `saccos/${own.id}/`, undefined, caller.headers)).json();
      expect(one.can, role).toEqual(listed.results[0].can);
      return one.can;
    };
    expect(await canOf('SACCO')).toEqual({ edit: true, suspend: false });
    expect(await canOf('OWNER')).toEqual({ edit: false, suspend: false });
    expect(await canOf('DRIVER')).toEqual({ edit: false, suspend: false });
    expect(await canOf('STATION_ADMIN')).toEqual({ edit: false, suspend: false });
    const listed = (await call('GET', 'saccos/?search=Umoja')).json();
    expect(listed.results[0].can).toEqual({ edit: true, suspend: true });
  });

  it('suspends and reinstates, with an audit trail', async () => {
    const sacco = (await call('POST', 'saccos/', { name: 'Rembo Line' })).json();
    expect((await call('POST', `saccos/${sacco.id}/suspend/`)).json().status).toBe('suspended');
    expect((await call('POST', `saccos/${sacco.id}/reinstate/`)).json().status).toBe('active');
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'sacco')
      .where('entity_id', '=', String(sacco.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'sacco.create',
      'sacco.suspend',
      'sacco.reinstate',
    ]);
    expect((await call('POST', 'saccos/99999/suspend/')).statusCode).toBe(404);
  });
});
