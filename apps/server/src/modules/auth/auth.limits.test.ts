import { messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';

const api = (path: string) => `/api/v1.0/${path}`;

/** A mailer that keeps what it is given; `hold()` makes every send wait until `release()`. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  const mailer: Mailer = {
    async send(message) {
      await gate;
      sent.push(message);
    },
    close: () => undefined,
  };
  return {
    mailer,
    sent,
    hold() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
  };
}

/** The answer, or 'no answer' when it takes longer than `ms`. */
function within<T>(answer: Promise<T>, ms: number): Promise<T | 'no answer'> {
  return Promise.race([
    answer,
    new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms)),
  ]);
}

const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

describe(`login limits (${testEngine})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => ctx.close());

  const attempt = (username: string, ip: string, password = 'wrong-password') =>
    ctx.app.inject({
      method: 'POST',
      url: api('login/'),
      payload: { username, password },
      remoteAddress: ip,
    });
  const statuses = async (tries: [string, string][]) => {
    const answers = [];
    for (const [username, ip] of tries) answers.push((await attempt(username, ip)).statusCode);
    return answers;
  };

  it('counts failures per account, whether its e-mail or its username is typed', async () => {
    const user = await createUser(ctx.db);
    expect(
      await statuses([
        [user.email, '10.1.0.1'],
        [user.username, '10.1.0.2'],
        [user.email.toUpperCase(), '10.1.0.3'],
      ]),
    ).toEqual([401, 401, 401]);
    // Three failures on the account: an address that failed on it now waits, even with the
    // right password and whichever of the names it types.
    const held = await attempt(user.username, '10.1.0.1', TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      code: 'account.tooManyAttempts',
      message: messages.account.tooManyAttempts,
    });
    expect(retryAfter(held)).toBeGreaterThan(0);
    expect(retryAfter(held)).toBeLessThanOrEqual(60);
  });

  it('lets the owner in from an address that has not been failing, however often others failed', async () => {
    const admin = await createUser(ctx.db, { role: 'SYSTEM_ADMIN' });
    const tries: [string, string][] = [];
    for (let i = 1; i <= 10; i++) tries.push([admin.email, `10.2.0.${i}`]);
    expect(await statuses(tries)).toEqual(Array(10).fill(401));
    expect((await attempt(admin.email, '10.2.0.1', TEST_PASSWORD)).statusCode).toBe(429);

    const owner = await attempt(admin.email, '10.2.1.1', TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(admin.id);
  });

  it('lets a mistyped password be followed by the right one from the same address', async () => {
    const user = await createUser(ctx.db);
    expect(await statuses([[user.email, '10.3.0.1']])).toEqual([401]);
    expect((await attempt(user.email, '10.3.0.1', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('holds back an address that keeps failing, whatever it types', async () => {
    const user = await createUser(ctx.db);
    expect(
      await statuses([
        ['a@x.ke', '10.9.9.9'],
        ['b@x.ke', '10.9.9.9'],
        ['c@x.ke', '10.9.9.9'],
      ]),
    ).toEqual([401, 401, 401]);
    const held = await attempt(user.email, '10.9.9.9', TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held)).toBeGreaterThan(0);
    expect((await attempt(user.email, '10.9.9.10', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers for a name that matches nobody as for an account, so neither tells it exists', async () => {
    const user = await createUser(ctx.db);
    const run = (name: string, net: string) =>
      statuses([
        [name, `${net}.1`],
        [name, `${net}.2`],
        [name, `${net}.3`],
        [name, `${net}.1`],
      ]);
    const known = await run(user.email, '10.4.0');
    const unknown = await run('ghost@example.ke', '10.4.1');
    expect(known).toEqual([401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });
});

describe(`public form limits (${testEngine})`, () => {
  let ctx: TestContext;
  const mail = recordingMailer();
  beforeAll(async () => {
    ctx = await createTestApp(
      { PUBLIC_FORM_RATE_LIMIT: '3', ACCOUNT_MAIL_RATE_LIMIT: '2' },
      { mailer: mail.mailer },
    );
  });
  afterAll(() => ctx.close());

  const post = (path: string, payload: object, ip: string) =>
    ctx.app.inject({ method: 'POST', url: api(path), payload, remoteAddress: ip });
  const mailsTo = (email: string) => mail.sent.filter((message) => message.to === email);

  it('sends one e-mail address at most ACCOUNT_MAIL_RATE_LIMIT reset mails, from any addresses', async () => {
    const user = await createUser(ctx.db);
    const answers = [];
    for (let i = 1; i <= 5; i++)
      answers.push(await post('reset-password/', { username: user.email }, `10.5.0.${i}`));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429, 429, 429]);
    expect(answers[2]?.json()).toEqual({
      code: 'api.tooManyRequests',
      message: messages.api.tooManyRequests,
    });
    expect(retryAfter(answers[2] as (typeof answers)[number])).toBeGreaterThan(0);
    expect(retryAfter(answers[2] as (typeof answers)[number])).toBeLessThanOrEqual(3600);

    await vi.waitFor(() => expect(mailsTo(user.email)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(user.email)).toHaveLength(2);

    // An address nobody has is counted the same, so the 429 does not tell accounts apart.
    const unknown = [];
    for (let i = 1; i <= 3; i++)
      unknown.push(
        (await post('reset-password/', { username: 'nobody@example.ke' }, `10.5.1.${i}`))
          .statusCode,
      );
    expect(unknown).toEqual([200, 200, 429]);
  });

  it('limits each form per client address, each on its own', async () => {
    const reset = [];
    for (let i = 1; i <= 4; i++)
      reset.push(
        (await post('reset-password/', { username: `someone-${i}@example.ke` }, '10.6.0.1'))
          .statusCode,
      );
    expect(reset).toEqual([200, 200, 200, 429]);

    const resend = [];
    for (let i = 1; i <= 4; i++)
      resend.push(
        (await post('resend-activation/', { email: `pending-${i}@example.ke` }, '10.6.0.1'))
          .statusCode,
      );
    expect(resend).toEqual([200, 200, 200, 429]);
  });

  it('limits sign-ups per address, and a refused one stores nothing', async () => {
    const signup = (email: string) =>
      post(
        'signup/',
        {
          firstname: 'Achieng',
          lastname: 'Odhiambo',
          email,
          contact_number: '0712 345 678',
          national_id: '23456789',
          role: 'customer',
          password: 'safari-njema',
          confirmPassword: 'safari-njema',
        },
        '10.6.1.1',
      );
    const answers = [];
    for (let i = 1; i <= 4; i++) answers.push((await signup(`signup-${i}@example.ke`)).statusCode);
    expect(answers).toEqual([201, 201, 201, 429]);
    const stored = await ctx.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', 'signup-%@example.ke')
      .execute();
    expect(stored.map((row) => row.email).sort()).toEqual([
      'signup-1@example.ke',
      'signup-2@example.ke',
      'signup-3@example.ke',
    ]);
  });
});

describe(`password reset answers alike for known and unknown addresses (${testEngine})`, () => {
  let ctx: TestContext;
  const mail = recordingMailer();
  beforeAll(async () => {
    ctx = await createTestApp({}, { mailer: mail.mailer });
  });
  afterAll(async () => {
    mail.release();
    await ctx.close();
  });

  it('answers before the mail is sent, with the same status and body', async () => {
    const user = await createUser(ctx.db);
    mail.hold();
    const ask = (username: string) =>
      within(
        ctx.app.inject({ method: 'POST', url: api('reset-password/'), payload: { username } }),
        2000,
      );
    const known = await ask(user.email);
    const unknown = await ask('nobody-at-all@example.ke');
    if (known === 'no answer' || unknown === 'no answer')
      throw new Error('the reset answer waited for the mail');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect(mail.sent).toEqual([]);

    mail.release();
    await vi.waitFor(() => expect(mail.sent.map((message) => message.to)).toEqual([user.email]));
  });
});

describe(`client address behind proxies (${testEngine})`, () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
  });

  /** The address stored with a session signed in through `x-forwarded-for: 203.0.113.7`. */
  async function storedAddress(trustProxy: string | null) {
    const ctx = await createTestApp(trustProxy === null ? {} : { TRUST_PROXY: trustProxy });
    contexts.push(ctx);
    const user = await createUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: api('login/'),
      payload: { username: user.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('refresh_tokens')
      .select('ip')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    return row.ip;
  }

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy or its hops', async () => {
    expect(await storedAddress(null)).toBe('127.0.0.1');
    expect(await storedAddress('10.0.0.1')).toBe('127.0.0.1');
    expect(await storedAddress('127.0.0.1')).toBe('203.0.113.7');
    expect(await storedAddress('loopback')).toBe('203.0.113.7');
    expect(await storedAddress('1')).toBe('203.0.113.7');
  });

  it('does not let a client leave the per-address login limit by forging its address', async () => {
    const ctx = await createTestApp({ LOGIN_RATE_LIMIT: '2' });
    contexts.push(ctx);
    const answers = [];
    for (let i = 1; i <= 3; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: api('login/'),
        payload: { username: `nobody-${i}@example.ke`, password: 'wrong-password' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([401, 401, 429]);
  });
});
