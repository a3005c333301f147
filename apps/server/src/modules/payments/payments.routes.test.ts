import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { messages, todayInNairobi } from '@foleni/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrator';
import {
  createRoute,
  createRouteFare,
  createRouteStops,
  createSacco,
  joinSacco,
  signedIn,
} from '../../test/factories';
import { createTestConfig, createTestDatabase, testEngine } from '../../test/test-app';
import { darajaPassword } from './daraja.client';
import {
  type DarajaSimulator,
  type SimulatedPush,
  type SimulatorOutcome,
  startDarajaSimulator,
} from './daraja-simulator';

type Headers = Record<string, string>;

const SECRET = 'callback-secret-0123456789';
const SHORTCODE = '174379';
const PASSKEY = 'test-passkey';
const FARE = 100;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 8000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe(`M-Pesa payments against the Daraja simulator (${testEngine})`, () => {
  let sim: DarajaSimulator;
  let app: FastifyInstance;
  let port: number;
  let routeId: number;
  let saccoId: number;
  let dropDatabase: () => Promise<void>;
  let config: ReturnType<typeof createTestConfig>;
  let nextDay = 1;
  let nextPhone = 100;

  const db = () => app.db;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    app.inject({ method, url: `/api/v1.0/${url}`, headers, ...(payload ? { payload } : {}) });

  async function start() {
    const handle = openDatabase(config.database);
    await migrateToLatest(handle.db);
    app = await buildApp({ config, database: handle });
    await app.listen({ port, host: '127.0.0.1' });
  }

  /** A passenger with their own phone and travel day, so tests never share seats or limits. */
  async function passenger(outcome: SimulatorOutcome) {
    const customer = await signedIn(app, db(), { role: 'CUSTOMER' });
    const local = `0712${String(nextPhone++).padStart(6, '0')}`;
    sim.setOutcome(outcome, `254${local.slice(1)}`);
    return {
      id: customer.user.id,
      headers: customer.headers,
      phone: local,
      msisdn: `254${local.slice(1)}`,
    };
  }

  const book = (
    headers: Headers,
    phone: string,
    travelDate = dayAfter(todayInNairobi(), nextDay++),
  ) =>
    call('POST', 'bookings/', headers, {
      route: routeId,
      boarding_stop: 'Kencom',
      alighting_stop: 'Githurai 45',
      travel_date: travelDate,
      seats: 1,
      booking_type: 'one way',
      payment_method: 'mpesa',
      phone,
    });

  const bookingOf = async (headers: Headers, id: number) =>
    (await call('GET', `bookings/${id}/`, headers)).json();
  /** The prompt sent to a phone, once the simulator has it. */
  async function pushFor(msisdn: string): Promise<SimulatedPush> {
    const found = await until(
      async () => sim.pushes().find((push) => push.request.PhoneNumber === msisdn),
      Boolean,
    );
    if (!found) throw new Error(`no push to ${msisdn}`);
    return found;
  }
  const callbacksOf = (checkout: string) =>
    db()
      .selectFrom('mpesa_callbacks')
      .select(['outcome', 'payment_id'])
      .where('checkout_request_id', '=', checkout)
      .execute();
  /** The lost-callback job waits 60 s: bring it forward, then run what is due. */
  async function runQueryJobNow() {
    await db()
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await app.jobs.runDue();
  }
  const callback = (token: string, body: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1.0/payments/mpesa/callback/${token}`,
      payload: body,
    });
  const paidBody = (checkout: string, amount: number) => ({
    Body: {
      stkCallback: {
        MerchantRequestID: 'forged-merchant',
        CheckoutRequestID: checkout,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: 'FORGED0001' },
            { Name: 'TransactionDate', Value: 20261125101010 },
            { Name: 'PhoneNumber', Value: 254700000000 },
          ],
        },
      },
    },
  });

  beforeAll(async () => {
    sim = await startDarajaSimulator({
      consumerKey: 'consumer-key',
      consumerSecret: 'consumer-secret',
      shortcode: SHORTCODE,
      passkey: PASSKEY,
      answerAfterMs: 150,
    });
    port = await freePort();
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    config = createTestConfig({
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      JOB_POLL_MS: '0',
      BOOKING_DAILY_SEAT_CAP: '5',
      BOOKING_UNPAID_PER_DAY: '50',
      MPESA_BASE_URL: sim.url,
      MPESA_CONSUMER_KEY: 'consumer-key',
      MPESA_CONSUMER_SECRET: 'consumer-secret',
      MPESA_SHORTCODE: SHORTCODE,
      MPESA_PASSKEY: PASSKEY,
      MPESA_CALLBACK_URL: `http://127.0.0.1:${port}/api/v1.0/payments/mpesa/callback/${SECRET}`,
    });
    await start();
    saccoId = (await createSacco(db(), { name: 'Super Metro Sacco' })).id;
    routeId = (await createRoute(db(), { route_id: '45', sacco_id: saccoId })).id;
    await createRouteStops(db(), routeId, [
      [{ name: 'Kencom' }, { name: 'Ngara' }, { name: 'Githurai 45' }],
    ]);
    await createRouteFare(db(), {
      route_id: routeId,
      from_stop: 'Kencom',
      to_stop: 'Githurai 45',
      amount_kes: FARE,
    });
  });
  afterAll(async () => {
    await app.close();
    await sim.close();
    await dropDatabase();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('pushes with Daraja’s fields, holds the seat, and confirms it on the paid callback', async () => {
    const { headers, phone, msisdn } = await passenger('paid');
    const response = await book(headers, `+254 ${phone.slice(1, 4)} ${phone.slice(4)}`);
    expect(response.statusCode).toBe(201);
    const { booking } = response.json();
    expect(booking).toMatchObject({
      status: 'pending',
      fare_kes: FARE,
      payment: {
        method: 'mpesa',
        status: 'pending',
        instructions: messages.bookings.mpesaCheckPhone({ fare: FARE }),
        instructions_code: 'bookings.mpesaCheckPhone',
      },
    });
    // Held for the prompt only: three minutes.
    const hold = Date.parse(booking.expires_at) - Date.parse(booking.created_at);
    expect(hold).toBeGreaterThan(170_000);
    expect(hold).toBeLessThanOrEqual(181_000);

    const push = await pushFor(msisdn);
    const sent = push.request;
    expect(sent).toMatchObject({
      BusinessShortCode: SHORTCODE,
      TransactionType: 'CustomerPayBillOnline',
      Amount: FARE,
      PartyA: msisdn,
      PartyB: SHORTCODE,
      PhoneNumber: msisdn,
      CallBackURL: config.mpesa?.callbackUrl,
      AccountReference: booking.reference,
    });
    expect(sent.Password).toBe(darajaPassword(SHORTCODE, PASSKEY, String(sent.Timestamp)));
    expect(String(sent.TransactionDesc).length).toBeLessThanOrEqual(13);

    const paid = await until(
      () => bookingOf(headers, booking.id),
      (found) => found.status === 'confirmed',
    );
    expect(paid.payment).toMatchObject({
      status: 'paid',
      reference: push.receipt,
      instructions: messages.bookings.mpesaPaid({ receipt: push.receipt ?? '' }),
    });
    expect(paid.expires_at).toBeNull();
    expect(await callbacksOf(push.checkoutRequestId)).toEqual([
      { outcome: 'applied', payment_id: expect.any(Number) },
    ]);
    // One token served every request so far.
    expect(sim.tokensIssued()).toBe(1);
  });

  it('releases the seat when the customer cancels the prompt', async () => {
    const { headers, phone, msisdn } = await passenger('cancelled');
    const { booking } = (await book(headers, phone)).json();
    await pushFor(msisdn);
    const cancelled = await until(
      () => bookingOf(headers, booking.id),
      (found) => found.status === 'cancelled',
    );
    expect(cancelled.payment).toMatchObject({
      status: 'cancelled',
      instructions_code: 'bookings.mpesaNotPaid',
    });
    const payment = await db()
      .selectFrom('mpesa_payments')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'cancelled', result_code: 1032 });
  });

  it('asks Daraja when the callback is lost: still processing, then paid', async () => {
    const { headers, phone, msisdn } = await passenger('manual');
    const { booking } = (await book(headers, phone)).json();
    const push = await pushFor(msisdn);

    await runQueryJobNow();
    expect((await bookingOf(headers, booking.id)).payment.status).toBe('pending');
    const payment = await db()
      .selectFrom('mpesa_payments')
      .select('id')
      .where('booking_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    // Asked again later, not counted as a failure.
    const job = await db()
      .selectFrom('jobs')
      .select(['status', 'run_at', 'attempts'])
      .where('key', '=', `mpesa.query:${payment.id}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
    expect(Date.parse(job.run_at)).toBeGreaterThan(Date.now());

    // The customer paid, but Safaricom's callback never comes.
    await sim.answer(push.checkoutRequestId, 'timeout');
    await runQueryJobNow();
    const paid = await bookingOf(headers, booking.id);
    expect(paid).toMatchObject({ status: 'confirmed', payment: { status: 'paid' } });
    expect(paid.payment.instructions_code).toBe('bookings.mpesaPaidNoReceipt');
  });

  it('fails the payment when there is no callback and the query says it failed', async () => {
    const { headers, phone, msisdn } = await passenger('no_callback');
    const { booking } = (await book(headers, phone)).json();
    const push = await pushFor(msisdn);
    await until(
      async () => push.resultCode,
      (code) => code !== null,
    );
    expect(push.callbacksSent).toBe(0);
    await runQueryJobNow();
    expect(await bookingOf(headers, booking.id)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'failed' },
    });
  });

  it('changes the booking once for ten identical callbacks at once', async () => {
    const { headers, phone, msisdn } = await passenger('duplicate');
    const { booking } = (await book(headers, phone)).json();
    const push = await pushFor(msisdn);
    const stored = await until(
      () => callbacksOf(push.checkoutRequestId),
      (rows) => rows.length === 10,
    );
    expect(stored.filter((row) => row.outcome === 'applied')).toHaveLength(1);
    expect(stored.filter((row) => row.outcome === 'duplicate')).toHaveLength(9);
    const changes = await db()
      .selectFrom('audit_log')
      .select('data')
      .where('action', '=', 'booking.payment')
      .where('entity_id', '=', String(booking.id))
      .execute();
    expect(changes).toHaveLength(1);
    expect((await bookingOf(headers, booking.id)).status).toBe('confirmed');
  });

  it('records and refuses forged callbacks: a wrong token, an unknown id, a wrong amount', async () => {
    const { headers, phone, msisdn } = await passenger('manual');
    const { booking } = (await book(headers, phone)).json();
    const push = await pushFor(msisdn);

    const forged = await callback('not-the-secret-at-all', paidBody(push.checkoutRequestId, FARE));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('payments.callbackRefused');
    const viaQuery = await app.inject({
      method: 'POST',
      url: '/api/v1.0/payments/mpesa/callback/?token=wrong-token',
      payload: paidBody(push.checkoutRequestId, FARE),
    });
    expect(viaQuery.statusCode).toBe(403);

    const unknown = await callback(SECRET, paidBody('ws_CO_unknown', FARE));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });

    const mismatch = await callback(SECRET, paidBody(push.checkoutRequestId, FARE - 99));
    expect(mismatch.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });

    expect((await callbacksOf(push.checkoutRequestId)).map((row) => row.outcome).sort()).toEqual([
      'amount_mismatch',
      'forged',
      'forged',
    ]);
    expect((await callbacksOf('ws_CO_unknown')).map((row) => row.outcome)).toEqual(['unknown']);
    expect(await bookingOf(headers, booking.id)).toMatchObject({
      status: 'pending',
      payment: { status: 'pending', reference: null },
    });

    // The genuine callback still counts.
    await sim.answer(push.checkoutRequestId, 'paid');
    expect(await bookingOf(headers, booking.id)).toMatchObject({
      status: 'confirmed',
      payment: { status: 'paid', reference: push.receipt },
    });
  });

  it('refuses a bad phone number before any prompt', async () => {
    const { headers } = await passenger('paid');
    const before = sim.pushes().length;
    const response = await book(headers, '0812 345 678');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.phone[0].code).toBe('payments.phoneFormat');
    const missing = await call('POST', 'bookings/', headers, {
      route: routeId,
      boarding_stop: 'Kencom',
      alighting_stop: 'Githurai 45',
      travel_date: dayAfter(todayInNairobi(), 1),
      seats: 1,
      booking_type: 'one way',
      payment_method: 'mpesa',
    });
    expect(missing.json().fields.phone[0].code).toBe('payments.phoneRequired');
    expect(sim.pushes().length).toBe(before);
  });

  it('sells the last 5 seats to 5 of 20 paying passengers, refusing the rest before any prompt', async () => {
    const day = dayAfter(todayInNairobi(), nextDay++);
    const passengers = await Promise.all(Array.from({ length: 20 }, () => passenger('paid')));
    const before = sim.pushes().length;
    const answers = await Promise.all(
      passengers.map(({ headers, phone }) => book(headers, phone, day)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(sim.pushes().length - before).toBe(5);
    const sold = answers.filter((answer) => answer.statusCode === 201);
    for (const answer of sold) {
      const { booking } = answer.json();
      const owner = passengers.find((one) => one.id === booking.user);
      await until(
        () => bookingOf(owner?.headers ?? {}, booking.id),
        (found) => found.status === 'confirmed',
      );
    }
  });

  it('resumes after a restart between the push and its answer', async () => {
    const lost = await passenger('timeout');
    const late = await passenger('manual');
    const lostBooking = (await book(lost.headers, lost.phone)).json().booking;
    const lateBooking = (await book(late.headers, late.phone)).json().booking;
    const latePush = await pushFor(late.msisdn);
    const lostPush = await pushFor(lost.msisdn);
    await until(
      async () => lostPush.resultCode,
      (code) => code !== null,
    );

    await app.close();
    await start();

    // The callback reaches the new instance; the lost one is found by the job it left.
    await sim.answer(latePush.checkoutRequestId, 'paid');
    expect((await bookingOf(late.headers, lateBooking.id)).status).toBe('confirmed');
    await runQueryJobNow();
    expect((await bookingOf(lost.headers, lostBooking.id)).status).toBe('confirmed');
  });

  it('shows a Sacco its payments per route and day, as CSV too, and records refunds once', async () => {
    const sacco = await signedIn(app, db(), { role: 'SACCO' });
    await joinSacco(db(), sacco.user.id, saccoId);
    const otherSacco = await signedIn(app, db(), { role: 'SACCO' });
    await joinSacco(db(), otherSacco.user.id, (await createSacco(db(), { name: 'Embassava' })).id);
    const customer = await signedIn(app, db(), { role: 'CUSTOMER' });
    const today = todayInNairobi();

    const page = await call(
      'GET',
      `payments/mpesa/?date=${today}&route=${routeId}&p_size=100`,
      sacco.headers,
    );
    expect(page.statusCode).toBe(200);
    const { results, count } = page.json();
    expect(count).toBeGreaterThan(10);
    const paid = results.filter((payment: { status: string }) => payment.status === 'paid');
    expect(paid.length).toBeGreaterThan(5);
    expect(paid[0]).toMatchObject({
      route: routeId,
      route_code: '45',
      amount_kes: FARE,
      booking_reference: expect.stringMatching(/^FOL-/),
      can: { refund: true },
    });
    const withReceipt = paid.find(
      (payment: { receipt_number: string | null }) => payment.receipt_number,
    );
    expect(withReceipt.receipt_number).toMatch(/^S[A-Z0-9]{9}$/);
    const tomorrow = await call('GET', `payments/mpesa/?date=${dayAfter(today, 1)}`, sacco.headers);
    expect(tomorrow.json().count).toBe(0);
    expect((await call('GET', 'payments/mpesa/', otherSacco.headers)).json().count).toBe(0);
    expect((await call('GET', 'payments/mpesa/', customer.headers)).statusCode).toBe(403);

    const csv = await call('GET', `payments/mpesa/export/?date=${today}`, sacco.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'created_at,route,booking,phone,amount_kes,status,receipt_number,refund_reference,refunded_at',
    );
    expect(lines).toHaveLength(count + 1);
    expect(lines.some((line) => line.includes(withReceipt.receipt_number))).toBe(true);

    const refund = (id: number, headers: Headers, reference = 'skl4t6abcd') =>
      call('POST', `payments/mpesa/${id}/refund/`, headers, { reference });
    expect((await refund(withReceipt.id, otherSacco.headers)).statusCode).toBe(404);
    const done = await refund(withReceipt.id, sacco.headers);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      code: 'payments.refundRecorded',
      payment: { refund_reference: 'SKL4T6ABCD', can: { refund: false } },
    });
    const booking = await db()
      .selectFrom('bookings')
      .select('payment_status')
      .where('id', '=', withReceipt.booking)
      .executeTakeFirstOrThrow();
    expect(booking.payment_status).toBe('refunded');
    expect((await refund(withReceipt.id, sacco.headers)).json().code).toBe(
      'payments.refundAlready',
    );
    const cancelled = results.find((payment: { status: string }) => payment.status === 'cancelled');
    const notPaid = await refund(cancelled.id, sacco.headers);
    expect([notPaid.statusCode, notPaid.json().code]).toEqual([409, 'payments.refundNotPaid']);
    const bad = await refund(withReceipt.id, sacco.headers, 'ref; drop');
    expect(bad.json().fields.reference[0].code).toBe('payments.refundReferenceFormat');
  });

  it('sells a month of a plan by STK push, extends it on renewal and reminds before the end', async () => {
    const sacco = await signedIn(app, db(), { role: 'SACCO' });
    const driver = await signedIn(app, db(), { role: 'DRIVER' });
    const customer = await signedIn(app, db(), { role: 'CUSTOMER' });
    sim.setOutcome('paid', '254712999001');
    const empty = await call('GET', 'plans/subscription/', sacco.headers);
    expect(empty.json()).toMatchObject({ plan: null, status: 'none', payments: [] });

    const subscribe = (headers: Headers, plan: string) =>
      call('POST', 'plans/subscription/', headers, { plan, phone: '0712 999 001' });
    expect((await subscribe(driver.headers, 'standard')).json().code).toBe('plans.notForRole');
    expect((await subscribe(customer.headers, 'basic')).statusCode).toBe(403);
    const started = await subscribe(sacco.headers, 'standard');
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({
      code: 'plans.paymentStarted',
      subscription: { paying: true },
    });
    const push = await until(
      async () => sim.pushes().find((one) => one.request.AccountReference === 'PLAN-STANDAR'),
      Boolean,
    );
    expect(push?.request.Amount).toBe(1500);
    const active = await until(
      async () => (await call('GET', 'plans/subscription/', sacco.headers)).json(),
      (found) => found.status === 'active',
    );
    const month = Date.parse(active.period_end) - Date.parse(active.period_start);
    expect(month / 86_400_000).toBeGreaterThanOrEqual(28);
    expect(active).toMatchObject({ plan: 'standard', paying: false });
    expect(active.payments[0]).toMatchObject({ status: 'paid', receipt_number: push?.receipt });

    // A renewal adds a month to the end of the current period.
    await subscribe(sacco.headers, 'standard');
    const renewed = await until(
      async () => (await call('GET', 'plans/subscription/', sacco.headers)).json(),
      (found) => found.period_end !== active.period_end,
    );
    expect(renewed.period_start).toBe(active.period_end);

    // The reminder of the first period is skipped, the renewed one's is sent, by SMS too.
    await db()
      .updateTable('users')
      .set({ language: 'sw' })
      .where('id', '=', sacco.user.id)
      .execute();
    await db()
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where('kind', '=', 'plan.reminder')
      .execute();
    await app.jobs.runDue();
    const outbox = path.join(config.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((name) => readFileSync(path.join(outbox, name), 'utf8'));
    const reminders = mails.filter((mail) => mail.includes('plan ends soon'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain(sacco.user.email);
    const reminderSms = () =>
      db()
        .selectFrom('sms_messages')
        .select(['key', 'phone', 'body'])
        .where('key', 'like', 'plan.reminder:%')
        .execute();
    const [sms, ...more] = await reminderSms();
    expect(more).toHaveLength(0);
    expect(sms).toMatchObject({
      key: `plan.reminder:${sacco.user.id}:${renewed.period_end}`,
      phone: sacco.user.phone_number,
    });
    expect(sms?.body).toContain('mpango wako wa Kiwango unaisha');
    // A reminder job taken again (its process died after texting) texts nobody twice.
    await db()
      .updateTable('jobs')
      .set({ status: 'pending', run_at: new Date(Date.now() - 1000).toISOString() })
      .where('kind', '=', 'plan.reminder')
      .execute();
    await app.jobs.runDue();
    expect(await reminderSms()).toHaveLength(1);

    // Past its end, the plan works through its grace days.
    await db()
      .updateTable('plan_subscriptions')
      .set({ period_end: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where('user_id', '=', sacco.user.id)
      .execute();
    expect((await call('GET', 'plans/subscription/', sacco.headers)).json().status).toBe('grace');
  });
});
