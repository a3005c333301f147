import { USSD_LANGUAGES, type UssdLanguage } from '@foleni/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIfEmpty } from '../../seed/seed';
import {
  createQueueEntry,
  createRegion,
  createRoute,
  createSacco,
  createStation,
  createVehicle,
  signedIn,
} from '../../test/factories';
import { createTestApp, injectApi, type TestContext, testEngine } from '../../test/test-app';
import { dial, postUssd, USSD_SECRET, ussdStep } from '../../test/ussd-phone';
import { rememberLanguage } from './ussd.repo';
import { SESSION_TTL_MS } from './ussd.sessions';
import { textOf } from './ussd.text';

// The USSD menu's public half through the gateway's callback: the secret, the main menu, the
// language, a stage's queue and the journey planner, in both languages, with bad input at each
// step. The queue-changing half is in ussd.queue.test.ts.

const NO_ACCOUNT = '+254799000001';
let phones = 0;
/** A phone number no account has, whose menu is in `language`. */
async function phoneIn(ctx: TestContext, language: UssdLanguage) {
  const local = `07980000${String(++phones).padStart(2, '0')}`;
  await rememberLanguage(ctx.db, local, language);
  return `+254${local.slice(1)}`;
}

describe(`the USSD callback (${testEngine})`, () => {
  let ctx: TestContext;
  let station: { id: number; name: string; short_code: string };
  let twinA: { id: number; short_code: string };

  beforeAll(async () => {
    ctx = await createTestApp({ USSD_SECRET });
    await seedIfEmpty(ctx.db, { ...ctx.config, seedDemo: false });
    await ctx.app.ready();
    const region = await createRegion(ctx.db);
    const sacco = await createSacco(ctx.db);
    const made = await createStation(ctx.db, { name: 'Ussd Central', region_id: region.id });
    const busy = await createRoute(ctx.db, {
      route_id: '9U',
      sacco_id: sacco.id,
      origin_station_id: made.id,
    });
    await createRoute(ctx.db, { route_id: '8U', sacco_id: sacco.id, origin_station_id: made.id });
    const loading = await createVehicle(ctx.db, { plate: 'KUS 001L', sacco_id: sacco.id });
    const waiting = await createVehicle(ctx.db, { plate: 'KUS 002W', sacco_id: sacco.id });
    const base = { station_id: made.id, route_id: busy.id };
    await createQueueEntry(ctx.db, { ...base, vehicle_id: loading.id, status: 'loading' });
    await createQueueEntry(ctx.db, { ...base, vehicle_id: waiting.id, position: 2 });
    const codes = await ctx.db
      .selectFrom('stations')
      .select(['id', 'name', 'short_code'])
      .where('name', 'in', ['Ussd Central'])
      .execute();
    station = codes[0] as typeof station;
    await createStation(ctx.db, { name: 'Twinstage North' });
    await createStation(ctx.db, { name: 'Twinstage South' });
    twinA = await ctx.db
      .selectFrom('stations')
      .select(['id', 'short_code'])
      .where('name', '=', 'Twinstage North')
      .executeTakeFirstOrThrow();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => ctx.close());

  describe('the gateway secret', () => {
    const fields = { sessionId: 'ATUid_secret', phoneNumber: NO_ACCOUNT, text: '' };

    it('refuses a request without the secret, or with a wrong one, with 403', async () => {
      expect((await postUssd(ctx.app, fields, '/api/v1.0/ussd/')).statusCode).toBe(403);
      const wrong = await postUssd(ctx.app, fields, '/api/v1.0/ussd/?token=not-the-secret');
      expect(wrong.statusCode).toBe(403);
      expect((await postUssd(ctx.app, fields, '/api/v1.0/ussd/wrong-secret')).statusCode).toBe(403);
    });

    it('takes the secret as the last segment of the path too', async () => {
      const response = await postUssd(ctx.app, fields, `/api/v1.0/ussd/${USSD_SECRET}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^CON Foleni\n1\. /);
    });
  });

  describe('whatever the gateway sends, it gets a 200 and an END, never an error', () => {
    it.each([
      ['a callback without its phone number', { sessionId: 'ATUid_x1', text: '' }],
      ['a callback without its session id', { phoneNumber: NO_ACCOUNT, text: '' }],
    ])('%s', async (_name, fields) => {
      const response = await postUssd(ctx.app, fields);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(`END ${textOf('en').sorry}`);
    });

    it.each([
      ['JSON', 'application/json', '{"sessionId": '],
      ['plain text', 'text/plain', 'hello'],
    ])('a %s body', async (_name, type, payload) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1.0/ussd/?token=${USSD_SECRET}`,
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(`END ${textOf('en').sorry}`);
    });

    it('a session it does not know (expired, or another instance lost it) ends kindly', async () => {
      const screen = await ussdStep(ctx.app, 'ATUid_never_started', NO_ACCOUNT, ['1', 'Kencom']);
      expect(screen).toBe(`END ${textOf('en').expired}`);
    });

    it('a session left alone for 3 minutes is over', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-25T05:00:00Z'));
      const first = await ussdStep(ctx.app, 'ATUid_slow', NO_ACCOUNT, []);
      expect(first).toMatch(/^CON /);
      vi.setSystemTime(new Date(Date.now() + SESSION_TTL_MS - 1000));
      expect(await ussdStep(ctx.app, 'ATUid_slow', NO_ACCOUNT, ['2'])).toMatch(/^CON /);
      vi.setSystemTime(new Date(Date.now() + SESSION_TTL_MS + 1000));
      expect(await ussdStep(ctx.app, 'ATUid_slow', NO_ACCOUNT, ['2', '0'])).toBe(
        `END ${textOf('en').expired}`,
      );
    });

    it('a repeated request (a gateway retry) shows the same screen and acts once', async () => {
      const once = await ussdStep(ctx.app, 'ATUid_retry', NO_ACCOUNT, []);
      const twice = await ussdStep(ctx.app, 'ATUid_retry', NO_ACCOUNT, []);
      expect(twice).toBe(once);
      const stage = await ussdStep(ctx.app, 'ATUid_retry', NO_ACCOUNT, ['2']);
      expect(await ussdStep(ctx.app, 'ATUid_retry', NO_ACCOUNT, ['2'])).toBe(stage);
    });

    it('several phones on the menu at once keep their own sessions', async () => {
      const walks = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          dial(ctx.app, `+25479900${String(index).padStart(4, '0')}`, [
            '2',
            index % 2 ? station.short_code : 'zzzz',
          ]),
        ),
      );
      walks.forEach(({ last }, index) => {
        expect(last.startsWith(index % 2 ? 'END Ussd Central' : 'CON ')).toBe(true);
      });
    });
  });

  describe.each(USSD_LANGUAGES)('in %s', (language) => {
    const t = textOf(language);
    const hinted = (hint: string, screen: string) =>
      expect(screen.split('\n')[0]).toBe(`CON ${hint}`);

    it('opens on the main menu, numbered in the order of the issue', async () => {
      const { last } = await dial(ctx.app, await phoneIn(ctx, language));
      expect(last).toBe(`CON Foleni\n${t.main.map((label, i) => `${i + 1}. ${label}`).join('\n')}`);
      expect(last).toContain('5. Lugha / Language');
    });

    it('repeats the main menu with a hint for letters, 0, out-of-range numbers and nothing', async () => {
      const phone = await phoneIn(ctx, language);
      for (const bad of ['abc', '0', '6', '99', '*']) {
        const { last } = await dial(ctx.app, phone, [bad]);
        hinted(t.invalid, last);
        expect(last).toContain(`1. ${t.main[0]}`);
      }
    });

    it("stage queue by short code: each route's loading vehicle and waiting count", async () => {
      const { screens, last } = await dial(ctx.app, await phoneIn(ctx, language), [
        '2',
        station.short_code,
      ]);
      expect(screens[1]).toBe(`CON ${t.askStage}\n${t.backMenu}`);
      expect(last).toBe(
        `END ${t.stageHead('Ussd Central', station.short_code)}\n${t.routeLine('9U', 'KUS 001L', 1)}\n${t.routeLine('8U', null, 0)}`,
      );
    });

    it('stage queue: an unknown code or name repeats the question with a hint', async () => {
      const phone = await phoneIn(ctx, language);
      for (const bad of ['99999', 'Nowhere-at-all', 'x']) {
        const { last } = await dial(ctx.app, phone, ['2', bad]);
        hinted(t.stageUnknown, last);
        expect(last).toContain(t.askStage);
      }
    });

    it('stage queue by name: one match at once, several to choose from', async () => {
      const phone = await phoneIn(ctx, language);
      expect((await dial(ctx.app, phone, ['2', 'ussd cent'])).last).toMatch(/^END Ussd Central/);
      const { screens, last } = await dial(ctx.app, phone, ['2', 'Twinstage', 'x', '9', '1']);
      expect(screens[2]).toBe(
        `CON ${t.pickStage}\n1. Twinstage North (${twinA.short_code})\n2. Twinstage South (${Number(twinA.short_code) + 1})\n${t.backMenu}`,
      );
      hinted(t.invalid, screens[3] as string);
      hinted(t.invalid, screens[4] as string);
      expect(last).toBe(`END ${t.stageHead('Twinstage North', twinA.short_code)}\n${t.stageEmpty}`);
    });

    it('0 goes back a screen and 00 to the main menu', async () => {
      const phone = await phoneIn(ctx, language);
      const back = await dial(ctx.app, phone, ['2', 'Twinstage', '0']);
      expect(back.last).toBe(`CON ${t.askStage}\n${t.backMenu}`);
      const top = await dial(ctx.app, phone, ['2', 'Twinstage', '00']);
      expect(top.last).toBe(back.screens[0]);
      const twice = await dial(ctx.app, phone, ['1', '0', '2', station.short_code]);
      expect(twice.last).toMatch(/^END Ussd Central/);
    });

    it('find a matatu: the best journey on one screen, with routes, boarding and fare', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-25T05:00:00Z')); // 08:00 in Nairobi
      const phone = await phoneIn(ctx, language);
      const { screens, last } = await dial(ctx.app, phone, ['1', 'Rongai', 'Thika']);
      expect(screens[1]).toBe(`CON ${t.askFrom}\n${t.backMenu}`);
      expect(screens[2]).toBe(`CON ${t.askTo}\n${t.backMenu}`);
      const lines = last.split('\n');
      expect(lines[0]).toBe(`END ${t.journeyHead('Rongai', 'Thika')}`);
      // Two rides at least, each "route: board > alight", then the fare and the time.
      expect(lines.filter((line) => / > /.test(line)).length).toBeGreaterThanOrEqual(2);
      expect(lines.at(-2)).toMatch(
        new RegExp(`^(${t.fare(0).replace(' 0', '')} \\d+|${t.fareUnknown})$`),
      );
      expect(lines.at(-1)).toMatch(/\d+/);
    });

    it('find a matatu: an unknown place repeats the question with a hint', async () => {
      const phone = await phoneIn(ctx, language);
      const from = await dial(ctx.app, phone, ['1', 'Qwxzzy']);
      hinted(t.placeUnknown, from.last);
      expect(from.last).toContain(t.askFrom);
      const to = await dial(ctx.app, phone, ['1', 'Kencom', '12345xx']);
      hinted(t.placeUnknown, to.last);
      expect(to.last).toContain(t.askTo);
    });

    it('find a matatu: a place outside the network says so', async () => {
      const { last } = await dial(ctx.app, await phoneIn(ctx, language), [
        '1',
        'Kencom',
        'Mombasa',
      ]);
      expect(last).toMatch(/^END /);
      expect(last).toContain(t.noJourney('Kencom', 'Mombasa').split('Kencom')[0] as string);
      expect(last).toContain('Mombasa');
    });

    it('my vehicle and marshal tell a phone with no account so', async () => {
      const phone = await phoneIn(ctx, language);
      expect((await dial(ctx.app, phone, ['3'])).last).toBe(`END ${t.noAccount}`);
      expect((await dial(ctx.app, phone, ['4'])).last).toBe(`END ${t.noAccount}`);
    });
  });

  describe('Lugha / Language', () => {
    it('switches the menu and remembers it for the phone number', async () => {
      const phone = '+254798100001';
      const { screens, last } = await dial(ctx.app, phone, ['5', '7', 'sw', '2']);
      expect(screens[1]).toBe('CON Lugha / Language:\n1. English\n2. Kiswahili\n0 Back 00 Menu');
      expect(screens[2]).toMatch(/^CON Invalid choice\.\nLugha/);
      expect(screens[3]).toMatch(/^CON Invalid choice\.\nLugha/);
      expect(last).toBe(
        `CON Foleni\n${textOf('sw')
          .main.map((label, i) => `${i + 1}. ${label}`)
          .join('\n')}`,
      );
      expect((await dial(ctx.app, phone)).last).toContain('1. Tafuta matatu');
      expect((await dial(ctx.app, phone, ['5', '1'])).last).toContain('1. Find a matatu');
      expect((await dial(ctx.app, phone)).last).toContain('1. Find a matatu');
    });

    it("starts a first call in Kiswahili when the caller's account says so, else English", async () => {
      const swahili = await signedIn(ctx.app, ctx.db);
      const english = await signedIn(ctx.app, ctx.db);
      for (const [user, phone, language] of [
        [swahili, '0798200001', 'sw'],
        [english, '0798200002', 'en'],
      ] as const) {
        await ctx.db
          .updateTable('users')
          .set({ phone_number: phone })
          .where('id', '=', user.user.id)
          .execute();
        const saved = await injectApi(
          ctx.app,
          'PUT',
          'user/ussd-pin/',
          { pin: '2468', language },
          user.headers,
        );
        expect(saved.statusCode).toBe(200);
        const { last } = await dial(ctx.app, `+254${phone.slice(1)}`);
        expect(last).toContain(`1. ${textOf(language).main[0]}`);
      }
    });

    it('starts in Kiswahili for an account whose texts are in Kiswahili, with no PIN set', async () => {
      const reader = await signedIn(ctx.app, ctx.db);
      await ctx.db
        .updateTable('users')
        .set({ phone_number: '0798200003' })
        .where('id', '=', reader.user.id)
        .execute();
      expect((await dial(ctx.app, '+254798200003')).last).toContain(`1. ${textOf('en').main[0]}`);
      const chosen = await injectApi(
        ctx.app,
        'PUT',
        'sms/preferences/',
        { language: 'sw' },
        reader.headers,
      );
      expect(chosen.statusCode).toBe(200);
      const { last } = await dial(ctx.app, '+254798200003');
      expect(last).toContain(`1. ${textOf('sw').main[0]}`);
    });
  });

  describe('the screens never pass 182 characters', () => {
    it('shortens a long stage name rather than cutting the screen', async () => {
      const long = `Stage ${'with a very long name '.repeat(8)}`.trim();
      const made = await createStation(ctx.db, { name: long });
      const row = await ctx.db
        .selectFrom('stations')
        .select('short_code')
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      for (const language of USSD_LANGUAGES) {
        const { last } = await dial(ctx.app, await phoneIn(ctx, language), ['2', row.short_code]);
        expect(last).toMatch(/^END Stage with a very long/);
        expect(last).toContain('…');
      }
    });
  });

  describe('station short codes', () => {
    it('gives every station a unique numeric code, shown with the station and its queue', async () => {
      const admin = await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' });
      const region = await createRegion(ctx.db);
      const created = await injectApi(
        ctx.app,
        'POST',
        'station/',
        { name: 'Code Stage', region_id: region.id },
        admin.headers,
      );
      expect(created.statusCode).toBe(201);
      const id: number = created.json().id;
      const station = (await injectApi(ctx.app, 'GET', `station/${id}/`)).json();
      expect(station.short_code).toBe(String(id + 100));
      const queue = (await injectApi(ctx.app, 'GET', `stations/${id}/queue/`)).json();
      expect(queue.short_code).toBe(String(id + 100));
      const codes = await ctx.db.selectFrom('stations').select('short_code').execute();
      expect(codes.every((row) => /^\d+$/.test(row.short_code))).toBe(true);
      expect(new Set(codes.map((row) => row.short_code)).size).toBe(codes.length);
    });
  });

  describe('PUT /user/ussd-pin/', () => {
    it('takes exactly 4 digits and refuses anything else with the field', async () => {
      const user = await signedIn(ctx.app, ctx.db);
      for (const pin of ['123', '12345', '12a4', '', 1234]) {
        const refused = await injectApi(ctx.app, 'PUT', 'user/ussd-pin/', { pin }, user.headers);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fields.pin[0].code).toBe('account.ussdPinFormat');
      }
      const saved = await injectApi(
        ctx.app,
        'PUT',
        'user/ussd-pin/',
        { pin: '0042' },
        user.headers,
      );
      expect(saved.json()).toMatchObject({ code: 'account.ussdPinSaved' });
      const row = await ctx.db
        .selectFrom('ussd_accounts')
        .select('pin_hash')
        .where('user_id', '=', user.user.id)
        .executeTakeFirstOrThrow();
      expect(row.pin_hash).not.toContain('0042');
      expect(row.pin_hash).toMatch(/^\$argon2/);
    });

    it('needs a signed-in account', async () => {
      expect((await injectApi(ctx.app, 'PUT', 'user/ussd-pin/', { pin: '1234' })).statusCode).toBe(
        401,
      );
    });
  });
});
