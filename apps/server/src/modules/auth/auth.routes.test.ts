import { messages } from '@foleni/contract';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, signedIn, TEST_PASSWORD } from '../../test/factories';
import { linkIn, startSmtpServer } from '../../test/smtp';
import { createTestApp, fieldMessages, type TestContext, testEngine } from '../../test/test-app';

const api = (path: string) => `/api/v1.0/${path}`;
const signupPayload = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Achieng',
  lastname: 'Odhiambo',
  email: `achieng-${Math.random().toString(36).slice(2, 8)}@example.ke`,
  contact_number: '0712 345 678',
  national_id: '23456789',
  role: 'customer',
  password: 'safari-njema',
  confirmPassword: 'safari-njema',
  ...overrides,
});

describe(`accounts (${testEngine})`, () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://foleni.test' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const post = (path: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: api(path), payload, headers });
  const activationToken = async (email: string, after = 0) =>
    linkIn(await smtp.waitFor(email, after), 'https://foleni.test/activate/')
      .split('/')
      .pop() as string;

  describe('POST /signup/', () => {
    it('creates a pending account and e-mails an activation link through SMTP', async () => {
      const payload = signupPayload();
      const response = await post('signup/', payload);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        code: 'account.signedUp',
        message: messages.account.signedUp,
      });

      const row = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', payload.email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'pending',
        role: 'CUSTOMER',
        phone_number: '0712345678',
        firstname: 'Achieng',
      });
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.username).toMatch(/^achieng-/);
      const mail = await smtp.waitFor(payload.email);
      expect(mail.decoded).toContain('Subject: Activate your Foleni account');
    });

    it('refuses a duplicate e-mail (in any case) and a taken username with field messages', async () => {
      const payload = signupPayload({ username: 'kamau.j' });
      expect((await post('signup/', payload)).statusCode).toBe(201);
      const again = await post(
        'signup/',
        signupPayload({ email: payload.email.toUpperCase(), username: 'Kamau.J' }),
      );
      expect(again.statusCode).toBe(400);
      expect(fieldMessages(again)).toEqual({
        email: [messages.account.emailTaken],
        username: [messages.account.usernameTaken],
      });
    });

    it('allows only SACCO or customer as a self-chosen role', async () => {
      for (const role of ['SYSTEM_ADMIN', 'station_admin', 'driver', 'superuser']) {
        const response = await post('signup/', signupPayload({ role }));
        expect(response.statusCode).toBe(400);
        expect(fieldMessages(response).role).toEqual([messages.signup.roleRequired]);
      }
      expect((await post('signup/', signupPayload({ role: 'sacco' }))).statusCode).toBe(201);
    });

    it('answers every invalid field with the spec message', async () => {
      const response = await post('signup/', {
        email: 'not-an-email',
        contact_number: '0812345678',
        national_id: '',
        password: '123',
        confirmPassword: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'api.checkInput' });
      expect(fieldMessages(response)).toEqual({
        email: [messages.signup.emailInvalid],
        contact_number: [messages.signup.phoneFormat],
        national_id: [messages.signup.nationalIdRequired],
        role: [messages.signup.roleRequired],
        password: [messages.signup.passwordTooShort],
        confirmPassword: [messages.signup.confirmPasswordRequired],
      });
      const mismatch = await post('signup/', signupPayload({ confirmPassword: 'something-else' }));
      expect(fieldMessages(mismatch)).toEqual({
        confirmPassword: [messages.signup.passwordMismatch],
      });
    });
  });

  describe('activation', () => {
    it('activates once through the e-mailed link; a used link gets a clear 400', async () => {
      const payload = signupPayload();
      await post('signup/', payload);
      const token = await activationToken(payload.email);
      const first = await post(`activate/${token}/`);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        code: 'account.activated',
        message: messages.account.activated,
      });
      const row = await ctx.db
        .selectFrom('users')
        .select(['status', 'activated_at'])
        .where('email', '=', payload.email)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('active');
      expect(row.activated_at).not.toBeNull();

      const second = await post(`activate/${token}/`);
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({
        code: 'account.activationInvalid',
        message: messages.account.activationInvalid,
      });
      expect((await post('activate/not-a-real-token/')).statusCode).toBe(400);
    });

    it('is not used up by opening the link (GET), as mail scanners do', async () => {
      const payload = signupPayload();
      await post('signup/', payload);
      const token = await activationToken(payload.email);
      const opened = await ctx.app.inject({ method: 'GET', url: api(`activate/${token}/`) });
      expect(opened.statusCode).toBe(404);
      const status = async () =>
        (
          await ctx.db
            .selectFrom('users')
            .select('status')
            .where('email', '=', payload.email)
            .executeTakeFirstOrThrow()
        ).status;
      expect(await status()).toBe('pending');
      expect((await post(`activate/${token}/`)).statusCode).toBe(200);
      expect(await status()).toBe('active');
    });

    it('refuses an expired link', async () => {
      const payload = signupPayload();
      await post('signup/', payload);
      const token = await activationToken(payload.email);
      await ctx.db
        .updateTable('account_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('purpose', '=', 'activation')
        .execute();
      const response = await post(`activate/${token}/`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.account.activationInvalid);
    });

    it('resends a new link (the old one stops working) and answers the same for unknown addresses', async () => {
      const payload = signupPayload();
      await post('signup/', payload);
      const oldToken = await activationToken(payload.email);
      const before = smtp.inbox.length;

      const unknown = await post('resend-activation/', { email: 'nobody-here@example.ke' });
      const known = await post('resend-activation/', { email: payload.email });
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toEqual({
        code: 'account.activationSent',
        message: messages.account.activationSent,
      });

      const newToken = await activationToken(payload.email, before);
      expect(newToken).not.toBe(oldToken);
      expect((await post(`activate/${oldToken}/`)).statusCode).toBe(400);
      expect((await post(`activate/${newToken}/`)).statusCode).toBe(200);
      expect(
        smtp.inbox.slice(before).some((mail) => mail.to.includes('nobody-here@example.ke')),
      ).toBe(false);
    });
  });

  describe('POST login/', () => {
    it('signs in by e-mail or username in any case, with the spec response shape', async () => {
      const user = await createUser(ctx.db, { username: 'otieno' });
      for (const username of [user.email.toUpperCase(), 'OTIENO', ' otieno ']) {
        const response = await post('login/', { username, password: TEST_PASSWORD });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({
          code: 'account.loggedIn',
          message: messages.account.loggedIn,
          user: { id: user.id, email: user.email, role: 'CUSTOMER' },
        });
        expect(body.access_token).toEqual(expect.any(String));
        expect(body.refresh_token).toEqual(expect.any(String));
        expect(JSON.stringify(body)).not.toContain('password');
      }
    });

    it('answers a wrong password and an unknown account with the same 401', async () => {
      const user = await createUser(ctx.db);
      const wrongPassword = await post('login/', {
        username: user.email,
        password: 'not-the-password',
      });
      const unknown = await post('login/', {
        username: 'ghost@example.ke',
        password: 'not-the-password',
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({
        code: 'account.invalidCredentials',
        message: messages.account.invalidCredentials,
      });
      expect(unknown.json()).toEqual(wrongPassword.json());
    });

    it('validates with the spec messages', async () => {
      const response = await post('login/', { username: '', password: '12' });
      expect(response.statusCode).toBe(400);
      expect(fieldMessages(response)).toEqual({
        username: [messages.login.usernameRequired],
        password: [messages.login.passwordTooShort],
      });
    });

    it('lets a pending account in, but only to its profile', async () => {
      const pending = await signedIn(ctx.app, ctx.db, { status: 'pending', role: 'SYSTEM_ADMIN' });
      expect(pending.user.status).toBe('pending');
      const me = await ctx.app.inject({
        method: 'GET',
        url: api('user/'),
        headers: pending.headers,
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().status).toBe('pending');
      const users = await ctx.app.inject({
        method: 'GET',
        url: api('users/'),
        headers: pending.headers,
      });
      expect(users.statusCode).toBe(403);
      expect(users.json()).toEqual({
        code: 'api.notActivated',
        message: messages.api.notActivated,
      });
    });

    it('keeps a suspended account out', async () => {
      const user = await createUser(ctx.db, { status: 'suspended' });
      const response = await post('login/', { username: user.email, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'account.suspended',
        message: messages.account.suspended,
      });
    });
  });

  describe('callers at once', () => {
    it('answers each of many callers at once as themselves, and a suspension at once', async () => {
      const sessions = await Promise.all(
        Array.from({ length: 6 }, () => signedIn(ctx.app, ctx.db)),
      );
      const suspended = sessions[5] as (typeof sessions)[number];
      await ctx.db
        .updateTable('users')
        .set({ status: 'suspended' })
        .where('id', '=', suspended.user.id)
        .execute();
      const callers = Array.from({ length: 30 }, (_, i) => sessions[i % 6] as typeof suspended);
      const answers = await Promise.all(
        callers.map(({ headers }) => ctx.app.inject({ method: 'GET', url: api('user/'), headers })),
      );
      answers.forEach((answer, i) => {
        const caller = callers[i] as typeof suspended;
        if (caller === suspended) expect(answer.json().code).toBe('account.suspended');
        else expect(answer.json().id).toBe(caller.user.id);
      });
    });
  });

  describe('sessions', () => {
    it('rotates refresh tokens: the old one stops working', async () => {
      const user = await createUser(ctx.db);
      const first = await login(ctx.app, user.email);
      const rotated = await post('refresh-token/', { refresh_token: first.refresh_token });
      expect(rotated.statusCode).toBe(200);
      const pair = rotated.json();
      expect(pair.refresh_token).not.toBe(first.refresh_token);
      const me = await ctx.app.inject({
        method: 'GET',
        url: api('user/'),
        headers: { authorization: `Bearer ${pair.access_token}` },
      });
      expect(me.json().id).toBe(user.id);
      expect((await post('refresh-token/', { refresh_token: pair.refresh_token })).statusCode).toBe(
        200,
      );
    });

    it('revokes the whole family when a spent refresh token is presented again', async () => {
      const user = await createUser(ctx.db);
      const stolen = (await login(ctx.app, user.email)).refresh_token;
      const legitimate = (await post('refresh-token/', { refresh_token: stolen })).json()
        .refresh_token;

      const replay = await post('refresh-token/', { refresh_token: stolen });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({
        code: 'account.sessionExpired',
        message: messages.account.sessionExpired,
      });
      // The legitimate holder's newer token dies with the family.
      expect((await post('refresh-token/', { refresh_token: legitimate })).statusCode).toBe(401);
      // Another login (another family) is unaffected.
      const other = await login(ctx.app, user.email);
      expect(
        (await post('refresh-token/', { refresh_token: other.refresh_token })).statusCode,
      ).toBe(200);
    });

    it('refuses an expired refresh token and an unknown one', async () => {
      const user = await createUser(ctx.db);
      const { refresh_token } = await login(ctx.app, user.email);
      await ctx.db
        .updateTable('refresh_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      expect((await post('refresh-token/', { refresh_token })).statusCode).toBe(401);
      expect((await post('refresh-token/', { refresh_token: 'made-up' })).statusCode).toBe(401);
      expect((await post('refresh-token/', {})).statusCode).toBe(400);
    });

    it('refuses an expired or forged access token with 401', async () => {
      const user = await createUser(ctx.db);
      const expired = createSigner({
        key: ctx.config.jwtSecret,
        algorithm: 'HS256',
        iss: 'foleni',
      })({
        sub: String(user.id),
        role: 'CUSTOMER',
        exp: Math.floor(Date.now() / 1000) - 5,
      });
      const forged = createSigner({ key: 'x'.repeat(40), algorithm: 'HS256', iss: 'foleni' })({
        sub: String(user.id),
        role: 'SYSTEM_ADMIN',
      });
      for (const token of [expired, forged, 'garbage']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: api('user/'),
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          code: 'api.notLoggedIn',
          message: messages.api.notLoggedIn,
        });
      }
    });

    it('refuses an access token without an expiry, an issue time or an issuer', async () => {
      const user = await createUser(ctx.db);
      const claims = { sub: String(user.id), role: 'CUSTOMER' };
      const key = ctx.config.jwtSecret;
      const tokens = {
        noExpiry: createSigner({ key, algorithm: 'HS256', iss: 'foleni' })(claims),
        noIssuedAt: createSigner({
          key,
          algorithm: 'HS256',
          iss: 'foleni',
          expiresIn: 60_000,
          noTimestamp: true,
        })(claims),
        noIssuer: createSigner({ key, algorithm: 'HS256', expiresIn: 60_000 })(claims),
        complete: createSigner({ key, algorithm: 'HS256', iss: 'foleni', expiresIn: 60_000 })(
          claims,
        ),
      };
      const statuses: Record<string, number> = {};
      for (const [name, token] of Object.entries(tokens)) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: api('user/'),
          headers: { authorization: `Bearer ${token}` },
        });
        statuses[name] = response.statusCode;
      }
      expect(statuses).toEqual({ noExpiry: 401, noIssuedAt: 401, noIssuer: 401, complete: 200 });
    });

    it('logout ends the session of its refresh token', async () => {
      const session = await signedIn(ctx.app, ctx.db);
      const response = await post(
        'logout/',
        { refresh_token: session.refresh_token },
        session.headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 'account.loggedOut',
        message: messages.account.loggedOut,
      });
      expect(
        (await post('refresh-token/', { refresh_token: session.refresh_token })).statusCode,
      ).toBe(401);
    });
  });

  describe('passwords', () => {
    it('resets a password through the e-mailed link, once, and ends every session', async () => {
      const user = await createUser(ctx.db);
      const session = await login(ctx.app, user.email);
      const before = smtp.inbox.length;

      const unknown = await post('reset-password/', { username: 'nobody@example.ke' });
      const known = await post('reset-password/', { username: user.email });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      const token = new URL(
        linkIn(await smtp.waitFor(user.email, before), 'https://foleni.test/reset?token='),
      ).searchParams.get('token');

      const confirm = await post('reset-password/confirm/', {
        token,
        new_password: 'mpya-kabisa',
        confirmPassword: 'mpya-kabisa',
      });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toEqual({
        code: 'account.resetDone',
        message: messages.account.resetDone,
      });
      expect(
        (await post('login/', { username: user.email, password: 'mpya-kabisa' })).statusCode,
      ).toBe(200);
      expect(
        (await post('login/', { username: user.email, password: TEST_PASSWORD })).statusCode,
      ).toBe(401);
      expect(
        (await post('refresh-token/', { refresh_token: session.refresh_token })).statusCode,
      ).toBe(401);

      const reuse = await post('reset-password/confirm/', {
        token,
        new_password: 'tena-tena',
        confirmPassword: 'tena-tena',
      });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toEqual({
        code: 'account.resetInvalid',
        message: messages.account.resetInvalid,
      });
    });

    it('refuses a reset link after its hour', async () => {
      const user = await createUser(ctx.db);
      const before = smtp.inbox.length;
      await post('reset-password/', { username: user.email });
      const token = new URL(
        linkIn(await smtp.waitFor(user.email, before), 'https://foleni.test/reset?token='),
      ).searchParams.get('token');
      await ctx.db
        .updateTable('account_tokens')
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      const response = await post('reset-password/confirm/', {
        token,
        new_password: 'mpya-kabisa',
        confirmPassword: 'mpya-kabisa',
      });
      expect(response.statusCode).toBe(400);
    });

    it('validates the reset request with the spec message', async () => {
      const response = await post('reset-password/', { username: '' });
      expect(fieldMessages(response)).toEqual({ username: [messages.reset.emailRequired] });
    });

    it('changes the password only with the current one', async () => {
      const session = await signedIn(ctx.app, ctx.db);
      const wrong = await post(
        'change-password/',
        {
          current_password: 'nope-nope',
          new_password: 'mpya-kabisa',
          confirmPassword: 'mpya-kabisa',
        },
        session.headers,
      );
      expect(wrong.statusCode).toBe(400);
      expect(fieldMessages(wrong)).toEqual({
        current_password: [messages.account.currentPasswordWrong],
      });
      const mismatch = await post(
        'change-password/',
        { current_password: TEST_PASSWORD, new_password: 'mpya-kabisa', confirmPassword: 'other' },
        session.headers,
      );
      expect(fieldMessages(mismatch)).toEqual({
        confirmPassword: [messages.signup.passwordMismatch],
      });
      const ok = await post(
        'change-password/',
        {
          current_password: TEST_PASSWORD,
          new_password: 'mpya-kabisa',
          confirmPassword: 'mpya-kabisa',
        },
        session.headers,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({
        code: 'account.passwordChanged',
        message: messages.account.passwordChanged,
      });
      expect(
        (await post('login/', { username: session.user.email, password: 'mpya-kabisa' }))
          .statusCode,
      ).toBe(200);
      expect((await post('change-password/', {})).statusCode).toBe(401);
    });

    it("ends the account's other sessions when its password changes, and keeps this one", async () => {
      const user = await createUser(ctx.db);
      const current = await login(ctx.app, user.email);
      const elsewhere = await login(ctx.app, user.email);
      const otherAccount = await signedIn(ctx.app, ctx.db);
      const changed = await post(
        'change-password/',
        {
          current_password: TEST_PASSWORD,
          new_password: 'mpya-kabisa',
          confirmPassword: 'mpya-kabisa',
        },
        { authorization: `Bearer ${current.access_token}` },
      );
      expect(changed.statusCode).toBe(200);
      const refresh = async (refresh_token: string) =>
        (await post('refresh-token/', { refresh_token })).statusCode;
      expect(await refresh(elsewhere.refresh_token)).toBe(401);
      expect(await refresh(current.refresh_token)).toBe(200);
      expect(await refresh(otherAccount.refresh_token)).toBe(200);
    });
  });
});
