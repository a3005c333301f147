import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createComplaint,
  createQueueEntry,
  createRoute,
  createStation,
  createUser,
  createVehicle,
  signedIn,
} from '../../test/factories';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';
import { SMS_TEXTS } from './sms.texts';

const SECRET = 'sms-test-gateway-secret';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe(`inbound SMS commands and SMS choices (${testEngine})`, () => {
  let ctx: TestContext;
  let sequence = 0;
  let stationCode = '';
  let plate = '';
  let loadingPlate = '';

  /** Africa's Talking's callback for a text from `from`; each gets a gateway id of its own. */
  const receive = (text: string, from = '+254722000001', extra: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1.0/sms/inbound/?token=${SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        id: `ATXid_in_${++sequence}`,
        from,
        to: '20880',
        text,
        date: '2026-11-25 02:50:00',
        ...extra,
      }),
    });
  /** The answer queued for a phone (stored form), newest first. */
  const answersTo = async (phone: string) =>
    (
      await ctx.db
        .selectFrom('sms_messages')
        .select(['body', 'key'])
        .where('phone', '=', phone)
        .where('key', 'like', 'inbound:%')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.body);
  const lastAnswer = async (text: string, from = '+254722000001') => {
    const answer = await receive(text, from);
    expect(answer.statusCode, answer.body).toBe(200);
    return (await answersTo(`0${from.slice(4)}`))[0];
  };

  beforeAll(async () => {
    ctx = await createTestApp({ USSD_SECRET: SECRET });
    const station = await createStation(ctx.db, { name: 'Kencom' });
    stationCode = (
      await ctx.db
        .selectFrom('stations')
        .select('short_code')
        .where('id', '=', station.id)
        .executeTakeFirstOrThrow()
    ).short_code;
    const route = await createRoute(ctx.db, { route_id: '46', origin_station_id: station.id });
    const other = await createRoute(ctx.db, { route_id: '111', origin_station_id: station.id });
    const driver = await createUser(ctx.db, { role: 'DRIVER' });
    await ctx.db
      .updateTable('users')
      .set({ phone_number: '0722000001' })
      .where('id', '=', driver.id)
      .execute();
    const loading = await createVehicle(ctx.db);
    const mine = await createVehicle(ctx.db, { drivers: [driver.id] });
    plate = mine.plate;
    loadingPlate = loading.plate;
    await createQueueEntry(ctx.db, {
      station_id: station.id,
      route_id: route.id,
      vehicle_id: loading.id,
      status: 'loading',
      position: 1,
    });
    await createQueueEntry(ctx.db, {
      station_id: station.id,
      route_id: route.id,
      vehicle_id: mine.id,
      position: 2,
    });
    await createQueueEntry(ctx.db, {
      station_id: station.id,
      route_id: other.id,
      vehicle_id: (await createVehicle(ctx.db)).id,
      position: 1,
    });
  });
  afterAll(() => ctx.close());

  it('refuses a callback without the gateway secret, or with a wrong one, with 403', async () => {
    for (const url of ['/api/v1.0/sms/inbound/', '/api/v1.0/sms/inbound/?token=guess']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ id: 'x', from: '+254722000001', to: '20880', text: 'F HELP' }),
      });
      expect(answer.statusCode, url).toBe(403);
    }
    expect(await ctx.db.selectFrom('sms_inbound').select('id').execute()).toHaveLength(0);
  });

  it('answers HELP, in any case and spacing, and anything unknown, with the help text', async () => {
    const help = SMS_TEXTS.en.help();
    expect(await lastAnswer('F HELP')).toBe(help);
    expect(await lastAnswer('  foleni    help ')).toBe(help);
    expect(await lastAnswer('f')).toBe(help);
    expect(await lastAnswer('hello there')).toBe(help);
    expect(await lastAnswer('F FLY')).toBe(help);
  });

  it("answers POS with the sender's places in line", async () => {
    expect(await lastAnswer('F POS')).toBe(`Foleni: ${plate} route 46 at Kencom: place 2.`);
    expect(await lastAnswer('foleni pos')).toBe(`Foleni: ${plate} route 46 at Kencom: place 2.`);
  });

  it('answers POS from a number with no account, or none of whose vehicles is in line', async () => {
    expect(await lastAnswer('F POS', '+254722999999')).toBe(SMS_TEXTS.en.noAccount());
    const idle = await createUser(ctx.db, { role: 'DRIVER' });
    await ctx.db
      .updateTable('users')
      .set({ phone_number: '0722000002' })
      .where('id', '=', idle.id)
      .execute();
    expect(await lastAnswer('F POS', '+254722000002')).toBe(SMS_TEXTS.en.notInLine());
  });

  it("answers STAGE <code> with each route's loading vehicle and waiting count", async () => {
    expect(await lastAnswer(`F STAGE ${stationCode}`)).toBe(
      `Foleni Kencom: 111 none loading, 1 waiting; 46 loading ${loadingPlate}, 1 waiting.`,
    );
    expect(await lastAnswer('F STAGE 99999')).toBe(SMS_TEXTS.en.unknownStage('99999'));
    expect(await lastAnswer('F STAGE abc')).toBe(SMS_TEXTS.en.unknownStage('ABC'));
    expect(await lastAnswer('F STAGE')).toBe(SMS_TEXTS.en.help());
  });

  it("answers in Kiswahili to Kiswahili words, and in the account's language", async () => {
    expect(await lastAnswer('F MSAADA', '+254722999998')).toBe(SMS_TEXTS.sw.help());
    expect(await lastAnswer('F NAFASI')).toBe(`Foleni: ${plate} njia 46 Kencom: nafasi 2.`);
    await ctx.db
      .updateTable('users')
      .set({ language: 'sw' })
      .where('phone_number', '=', '0722000001')
      .execute();
    expect(await lastAnswer('F HELP')).toBe(SMS_TEXTS.sw.help());
    await ctx.db
      .updateTable('users')
      .set({ language: 'en' })
      .where('phone_number', '=', '0722000001')
      .execute();
  });

  it('keeps every text once, answers a repeated delivery once, and sends the answers from the outbox', async () => {
    const first = await receive('F HELP', '+254722000003', { id: 'ATXid_twice', linkId: 'L1' });
    const again = await receive('F HELP', '+254722000003', { id: 'ATXid_twice', linkId: 'L1' });
    expect(first.json()).toEqual({ duplicate: false });
    expect(again.json()).toEqual({ duplicate: true });
    expect(await answersTo('0722000003')).toHaveLength(1);
    const kept = await ctx.db
      .selectFrom('sms_inbound')
      .selectAll()
      .where('provider_id', '=', 'ATXid_twice')
      .execute();
    expect(kept).toEqual([
      expect.objectContaining({
        from_phone: '+254722000003',
        to_code: '20880',
        text: 'F HELP',
        link_id: 'L1',
        received_at: '2026-11-25 02:50:00',
      }),
    ]);

    await ctx.app.jobs.runDue();
    const outbox = path.join(ctx.config.dataDir, 'sms-outbox');
    const files = readdirSync(outbox).map((name) => readFileSync(path.join(outbox, name), 'utf8'));
    expect(files).toContain(`To: +254722000003\n\n${SMS_TEXTS.en.help()}\n`);
    const unsent = await ctx.db
      .selectFrom('sms_messages')
      .select('id')
      .where('status', '!=', 'sent')
      .execute();
    expect(unsent).toHaveLength(0);
  });

  it('keeps a text from a number it cannot answer, and refuses a callback without its fields', async () => {
    const foreign = await receive('F HELP', '+447700900123');
    expect(foreign.statusCode).toBe(200);
    expect(await answersTo('+447700900123')).toHaveLength(0);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1.0/sms/inbound/?token=${SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ id: 'ATXid_bad', to: '20880', text: 'F HELP' }),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("shows and changes an account's SMS choices; `auto` texts only an account with no session", async () => {
    const driver = await signedIn(ctx.app, ctx.db, { role: 'DRIVER' });
    const get = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1.0/sms/preferences/',
        headers: driver.headers,
      });
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1.0/sms/preferences/',
        headers: driver.headers,
        payload,
      });
    expect((await get()).json()).toEqual({
      alerts: 'auto',
      language: 'en',
      sending: false,
      phone_number: '0712345678',
    });
    expect((await put({ alerts: 'on', language: 'sw' })).json()).toEqual({
      alerts: 'on',
      language: 'sw',
      sending: true,
      phone_number: '0712345678',
    });
    expect((await put({ alerts: 'off' })).json()).toMatchObject({
      alerts: 'off',
      language: 'sw',
      sending: false,
    });
    expect((await put({ alerts: 'sometimes' })).statusCode).toBe(400);
    expect((await put({ phone_number: '0700000000' })).statusCode).toBe(400);

    // Signed out everywhere: `auto` now stands for a phone without the app.
    await put({ alerts: 'auto' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/logout/',
      headers: driver.headers,
      payload: { refresh_token: driver.refresh_token },
    });
    expect((await get()).json()).toMatchObject({ alerts: 'auto', sending: true });
  });

  it("texts a called crew by each account's choice and session, in its language", async () => {
    const admin = await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' });
    const station = await createStation(ctx.db, { name: 'Odeon' });
    const route = await createRoute(ctx.db, { origin_station_id: station.id });
    const crew = async (
      phone: string,
      choices: { sms_alerts: 'auto' | 'on' | 'off'; language: 'en' | 'sw' },
      session: boolean,
    ) => {
      const person = session
        ? (await signedIn(ctx.app, ctx.db, { role: 'DRIVER' })).user
        : await createUser(ctx.db, { role: 'DRIVER' });
      await ctx.db
        .updateTable('users')
        .set({ phone_number: phone, ...choices })
        .where('id', '=', person.id)
        .execute();
      return person.id;
    };
    const people = [
      await crew('0733000001', { sms_alerts: 'auto', language: 'sw' }, false),
      await crew('0733000002', { sms_alerts: 'auto', language: 'en' }, true),
      await crew('0733000003', { sms_alerts: 'on', language: 'en' }, true),
      await crew('0733000004', { sms_alerts: 'off', language: 'en' }, false),
    ];
    const vehicle = await createVehicle(ctx.db, { drivers: people });
    const entry = await createQueueEntry(ctx.db, {
      station_id: station.id,
      route_id: route.id,
      vehicle_id: vehicle.id,
    });
    const called = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1.0/queue/${entry.id}/`,
      headers: admin.headers,
      payload: { action: 'call' },
    });
    expect(called.statusCode, called.body).toBe(200);
    const texts = await ctx.db
      .selectFrom('sms_messages')
      .select(['phone', 'body'])
      .where('phone', 'like', '07330%')
      .orderBy('phone')
      .execute();
    expect(texts).toEqual([
      { phone: '0733000001', body: SMS_TEXTS.sw.called(vehicle.plate, 'Odeon') },
      { phone: '0733000003', body: SMS_TEXTS.en.called(vehicle.plate, 'Odeon') },
    ]);
  });

  it("texts a complainant who gave a phone at each change of status, in the account's language", async () => {
    const admin = await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' });
    const passenger = await createUser(ctx.db);
    await ctx.db
      .updateTable('users')
      .set({ language: 'sw' })
      .where('id', '=', passenger.id)
      .execute();
    const complaint = async (phone: string | null, userId: number | null) =>
      (await createComplaint(ctx.db, { user_id: userId, complainant_phone: phone })).id;
    const move = async (id: number, status: string, note?: string) => {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1.0/complaints/${id}/status/`,
        headers: admin.headers,
        payload: { status, ...(note ? { note } : {}) },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const texts = (key: string) =>
      ctx.db
        .selectFrom('sms_messages')
        .select(['phone', 'body'])
        .where('key', 'like', key)
        .orderBy('id')
        .execute();

    const anonymous = await complaint('+254 744 000 001', null);
    await move(anonymous, 'in_review');
    await move(anonymous, 'resolved', 'Refunded by the Sacco.');
    expect(await texts(`complaint:${anonymous}:%`)).toEqual([
      { phone: '0744000001', body: SMS_TEXTS.en.complaintStatus(anonymous, 'in_review') },
      { phone: '0744000001', body: SMS_TEXTS.en.complaintStatus(anonymous, 'resolved') },
    ]);

    const own = await complaint('0744000002', passenger.id);
    await move(own, 'dismissed', 'Not a Foleni route.');
    expect(await texts(`complaint:${own}:%`)).toEqual([
      { phone: '0744000002', body: SMS_TEXTS.sw.complaintStatus(own, 'dismissed') },
    ]);

    const noPhone = await complaint(null, null);
    const notMobile = await complaint('020 123 4567', null);
    await move(noPhone, 'in_review');
    await move(notMobile, 'in_review');
    expect(await texts(`complaint:${noPhone}:%`)).toEqual([]);
    expect(await texts(`complaint:${notMobile}:%`)).toEqual([]);
  });
});
