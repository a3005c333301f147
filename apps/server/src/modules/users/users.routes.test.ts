import { type CapabilityName, capabilitiesOf, messages, ROLES, type Role } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, fieldMessages, type TestContext, testEngine } from '../../test/test-app';

describe(`users (${testEngine})`, () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' });
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    ctx.app.inject({ method, url: `/api/v1.0/${url}`, headers, ...(payload ? { payload } : {}) });

  describe('GET and PATCH user/', () => {
    it('returns the current user without secrets', async () => {
      const me = await signedIn(ctx.app, ctx.db, { role: 'OWNER' });
      const response = await call('GET', 'user/', me.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: me.user.id,
        firstname: 'Wanjiru',
        lastname: 'Kamau',
        username: me.user.username,
        email: me.user.email,
        role: 'OWNER',
        status: 'active',
        national_id: '12345678',
        contact_number: '0712345678',
        phone_number: '0712345678',
        profile_image: null,
        name: 'Wanjiru Kamau',
        capabilities: capabilitiesOf({ role: 'OWNER', status: 'active' }),
      });
      expect(response.json().capabilities).toMatchObject({
        'route.create': true,
        'route.edit': true,
        'member.inviteOwner': false,
        'booking.list': false,
      });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1.0/user/' })).statusCode).toBe(
        401,
      );
    });

    it('saves names, phone and picture, and refuses bad or unknown fields', async () => {
      const me = await signedIn(ctx.app, ctx.db);
      const saved = await call('PATCH', 'user/', me.headers, {
        firstname: 'Njeri',
        phone_number: '0722 111 222',
        profile_image: 'https://example.ke/me.png',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        code: 'account.profileUpdated',
        message: messages.account.profileUpdated,
        user: {
          firstname: 'Njeri',
          lastname: 'Kamau',
          phone_number: '0722111222',
          profile_image: 'https://example.ke/me.png',
        },
      });
      expect((await call('GET', 'user/', me.headers)).json().firstname).toBe('Njeri');

      const badPhone = await call('PATCH', 'user/', me.headers, { phone_number: '12345' });
      expect(badPhone.statusCode).toBe(400);
      expect(fieldMessages(badPhone).phone_number).toEqual([messages.signup.phoneFormat]);
      const sneaky = await call('PATCH', 'user/', me.headers, {
        role: 'SYSTEM_ADMIN',
        status: 'active',
      });
      expect(sneaky.statusCode).toBe(400);
      expect((await call('GET', 'user/', me.headers)).json().role).toBe('CUSTOMER');
    });
  });

  describe('admin user management', () => {
    it('lists users paginated, filtered by role, status and search', async () => {
      await createUser(ctx.db, {
        role: 'DRIVER',
        status: 'pending',
        email: 'dereva.mwangi@example.ke',
      });
      await createUser(ctx.db, { role: 'DRIVER', email: 'dereva.otieno@example.ke' });
      const drivers = await call('GET', 'users/?role=driver&p_size=1', admin.headers);
      expect(drivers.statusCode).toBe(200);
      expect(drivers.json()).toMatchObject({ count: 2, next: 2, previous: null });
      expect(drivers.json().results).toHaveLength(1);
      const pending = (
        await call('GET', 'users/?role=DRIVER&status=pending', admin.headers)
      ).json();
      expect(pending.results.map((user: { email: string }) => user.email)).toEqual([
        'dereva.mwangi@example.ke',
      ]);
      const search = (await call('GET', 'users/?search=OTIENO', admin.headers)).json();
      expect(search.results.map((user: { email: string }) => user.email)).toContain(
        'dereva.otieno@example.ke',
      );
      const self = (
        await call('GET', `users/?search=${encodeURIComponent(admin.user.email)}`, admin.headers)
      ).json();
      expect(self.results).toMatchObject([
        { id: admin.user.id, can: { approve: false, suspend: false, changeRole: false } },
      ]);
      expect(search.results[0].can).toEqual({ approve: true, suspend: true, changeRole: true });
      const literal = (await call('GET', 'users/?search=%25', admin.headers)).json();
      expect(literal.count).toBe(0);
      expect((await call('GET', 'users/?status=sleeping', admin.headers)).statusCode).toBe(400);
      expect((await call('GET', 'users/?p=0', admin.headers)).statusCode).toBe(400);
    });

    it('approves, suspends (ending sessions) and changes roles, with an audit trail', async () => {
      const pending = await createUser(ctx.db, { status: 'pending' });
      const approved = await call('POST', `users/${pending.id}/approve/`, admin.headers);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        message: messages.account.userApproved,
        user: { status: 'active', can: { approve: true, suspend: true, changeRole: true } },
      });

      const victim = await signedIn(ctx.app, ctx.db);
      const suspended = await call('POST', `users/${victim.user.id}/suspend/`, admin.headers);
      expect(suspended.json().user.status).toBe('suspended');
      expect((await call('GET', 'user/', victim.headers)).statusCode).toBe(403);
      const refresh = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1.0/refresh-token/',
        payload: { refresh_token: victim.refresh_token },
      });
      expect(refresh.statusCode).toBe(401);
      const relogin = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1.0/login/',
        payload: { username: victim.user.email, password: TEST_PASSWORD },
      });
      expect(relogin.statusCode).toBe(403);

      const promoted = await call('PATCH', `users/${pending.id}/role/`, admin.headers, {
        role: 'station_admin',
      });
      expect(promoted.json()).toMatchObject({
        message: messages.account.roleChanged,
        user: { role: 'STATION_ADMIN' },
      });
      expect(
        (await call('PATCH', `users/${pending.id}/role/`, admin.headers, { role: 'KING' }))
          .statusCode,
      ).toBe(400);

      const audit = await ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', 'in', [String(pending.id), String(victim.user.id)])
        .orderBy('id')
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual([
        'user.approve',
        'user.suspend',
        'user.change_role',
      ]);
      expect(audit.every((entry) => entry.actor_id === admin.user.id)).toBe(true);
    });

    it('will not let an admin lock themselves out, and answers 404 for unknown users', async () => {
      const self = await call('POST', `users/${admin.user.id}/suspend/`, admin.headers);
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe(messages.account.cannotChangeOwnAccount);
      expect((await call('POST', 'users/999999/approve/', admin.headers)).statusCode).toBe(404);
      expect((await call('POST', 'users/abc/approve/', admin.headers)).statusCode).toBe(400);
    });

    it('is for SYSTEM_ADMIN only', async () => {
      const sacco = await signedIn(ctx.app, ctx.db, { role: 'SACCO' });
      const response = await call('GET', 'users/', sacco.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'api.forbidden', message: messages.api.forbidden });
    });
  });

  // Last: the accounts it signs in would change the counts of the lists above.
  describe('GET user/ capabilities the web offers by', () => {
    // The crew's SMS alerts, Basic and the larger plans, and one's own account as a vehicle's owner.
    const NAMES = ['queue.alerts', 'plan.subscribe', 'plan.subscribeAny', 'vehicle.own'] as const;
    const GIVEN: Record<Role, CapabilityName[]> = {
      SYSTEM_ADMIN: [],
      STATION_ADMIN: ['plan.subscribe', 'plan.subscribeAny'],
      SACCO: ['plan.subscribe', 'plan.subscribeAny'],
      OWNER: ['plan.subscribe', 'plan.subscribeAny', 'vehicle.own'],
      DRIVER: ['queue.alerts', 'plan.subscribe'],
      CUSTOMER: [],
    };

    it.each(ROLES)('says what a %s account is offered', async (role) => {
      const me = await signedIn(ctx.app, ctx.db, { role });
      const { capabilities } = (await call('GET', 'user/', me.headers)).json();
      expect(NAMES.filter((name) => capabilities[name])).toEqual(GIVEN[role]);
    });
  });
});
