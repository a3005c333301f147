import { USSD_LANGUAGES } from '@foleni/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  attachStationAdmin,
  createQueueEntry,
  createRegion,
  createRoute,
  createSacco,
  createStation,
  createVehicle,
  endQueueEntry,
  signedIn,
} from '../../test/factories';
import { createTestApp, injectApi, type TestContext, testEngine } from '../../test/test-app';
import { dial, USSD_SECRET } from '../../test/ussd-phone';
import { PIN_LOCK_MS } from './ussd.pin';
import { rememberLanguage } from './ussd.repo';
import { refusalText, textOf } from './ussd.text';

// The USSD menu's queue changes: a driver joins and leaves, a marshal calls and departs, each
// behind the account's PIN and through the web's queue service (its rules, its audit trail with
// the channel, its live updates), in both languages and with bad input at each step.

describe(`queue changes from the USSD menu (${testEngine})`, () => {
  let ctx: TestContext;
  let station: { id: number; short_code: string };
  let other: { id: number; short_code: string };
  let ownRoute: number;
  let saccoId: number;
  const plates = { free: 'KDR 100A', pending: 'KDR 200P' };

  /** An account with a phone number and, unless told otherwise, a PIN set from the web. */
  async function person(role: 'DRIVER' | 'STATION_ADMIN', phone: string, pin: string | null) {
    const user = await signedIn(ctx.app, ctx.db, { role });
    await ctx.db
      .updateTable('users')
      .set({ phone_number: phone, sacco_id: saccoId })
      .where('id', '=', user.user.id)
      .execute();
    if (pin) {
      const saved = await injectApi(ctx.app, 'PUT', 'user/ussd-pin/', { pin }, user.headers);
      expect(saved.statusCode).toBe(200);
    }
    return { ...user, phone: `+254${phone.slice(1)}`, local: phone };
  }

  const codeOf = (id: number) =>
    ctx.db
      .selectFrom('stations')
      .select(['id', 'short_code'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const activeEntry = (vehicleId: number) =>
    ctx.db
      .selectFrom('queue_entries')
      .selectAll()
      .where('vehicle_id', '=', vehicleId)
      .where('status', 'in', ['waiting', 'loading'])
      .executeTakeFirst();

  const lastEvent = (entryId: number) =>
    ctx.db
      .selectFrom('queue_events')
      .selectAll()
      .where('entry_id', '=', entryId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  let sequence = 0;

  beforeAll(async () => {
    ctx = await createTestApp({ USSD_SECRET });
    await ctx.app.ready();
    const region = await createRegion(ctx.db);
    saccoId = (await createSacco(ctx.db)).id;
    const otherSacco = await createSacco(ctx.db);
    station = await codeOf(
      (await createStation(ctx.db, { name: 'Kirinyaga Rd', region_id: region.id })).id,
    );
    other = await codeOf((await createStation(ctx.db, { name: 'Odeon', region_id: region.id })).id);
    ownRoute = (
      await createRoute(ctx.db, {
        route_id: '23K',
        sacco_id: saccoId,
        origin_station_id: station.id,
      })
    ).id;
    await createRoute(ctx.db, {
      route_id: '77X',
      sacco_id: otherSacco.id,
      origin_station_id: station.id,
    });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => ctx.close());

  describe.each(USSD_LANGUAGES)('in %s', (language) => {
    const t = textOf(language);
    const hint = (screen: string | undefined, text: string) =>
      expect(screen?.split('\n')[0]).toBe(`CON ${text}`);

    it('a driver sees their place, joins a queue (vehicle, stage, route, PIN) and leaves it', async () => {
      const n = ++sequence;
      const driver = await person('DRIVER', `071100${language === 'en' ? 1 : 2}00${n}`, '1357');
      await rememberLanguage(ctx.db, driver.local, language);
      const free = await createVehicle(ctx.db, {
        plate: `${plates.free}${n}`,
        sacco_id: saccoId,
        drivers: [driver.user.id],
      });
      await createVehicle(ctx.db, {
        plate: `${plates.pending}${n}`,
        sacco_id: saccoId,
        status: 'pending_approval',
        drivers: [driver.user.id],
      });

      const status = await dial(ctx.app, driver.phone, ['3']);
      expect(status.last).toBe(
        [
          `CON ${t.notInLine(`${plates.free}${n}`)}`,
          t.notInLine(`${plates.pending}${n}`),
          `1. ${t.vehicleMenu[0]}`,
          `2. ${t.vehicleMenu[1]}`,
          t.backMenu,
        ].join('\n'),
      );
      hint((await dial(ctx.app, driver.phone, ['3', 'x'])).last, t.invalid);
      hint((await dial(ctx.app, driver.phone, ['3', '7'])).last, t.invalid);
      expect((await dial(ctx.app, driver.phone, ['3', '2'])).last).toBe(`END ${t.noneQueued}`);

      const { screens, last } = await dial(ctx.app, driver.phone, [
        '3',
        '1',
        '9',
        'one',
        '1',
        '99999',
        station.short_code,
        'x',
        '4',
        '1',
        '12ab',
        '0000',
        '1357',
      ]);
      expect(screens[2]).toBe(
        `CON ${t.pickVehicle}\n1. ${plates.free}${n}\n2. ${plates.pending}${n}\n${t.backMenu}`,
      );
      hint(screens[3], t.invalid);
      hint(screens[4], t.invalid);
      expect(screens[5]).toBe(`CON ${t.askStage}\n${t.backMenu}`);
      hint(screens[6], t.stageUnknown);
      // Only the routes of the vehicle's own Sacco are offered: 77X is another Sacco's.
      expect(screens[7]).toBe(`CON ${t.pickRoute}\n1. 23K Route 23K\n${t.backMenu}`);
      hint(screens[8], t.invalid);
      hint(screens[9], t.invalid);
      expect(screens[10]).toBe(`CON ${t.askPin}\n${t.backMenu}`);
      hint(screens[11], t.pinFormat);
      hint(screens[12], t.wrongPin(4));
      expect(last).toBe(`END ${t.joined(`${plates.free}${n}`, 1, '23K')}`);

      const entry = await activeEntry(free.id);
      expect(entry).toMatchObject({ station_id: station.id, route_id: ownRoute, position: 1 });
      const joined = await lastEvent(entry?.id as number);
      expect(joined).toMatchObject({ type: 'joined', channel: 'ussd', actor_id: driver.user.id });

      const placed = await dial(ctx.app, driver.phone, ['3']);
      expect(placed.last.split('\n')[0]).toBe(
        `CON ${t.inLine(`${plates.free}${n}`, 1, '23K', 'Kirinyaga Rd')}`,
      );
      const left = await dial(ctx.app, driver.phone, ['3', '2', '1357']);
      expect(left.last).toBe(`END ${t.left(`${plates.free}${n}`)}`);
      expect(await activeEntry(free.id)).toBeUndefined();
      expect(await lastEvent(entry?.id as number)).toMatchObject({ type: 'left', channel: 'ussd' });
    });

    it('the queue rules hold: an unapproved vehicle cannot join, nor one already queued', async () => {
      const n = ++sequence;
      const driver = await person('DRIVER', `071100${language === 'en' ? 3 : 4}00${n}`, '1357');
      await rememberLanguage(ctx.db, driver.local, language);
      const pending = await createVehicle(ctx.db, {
        plate: `KDP ${n}00P`,
        sacco_id: saccoId,
        status: 'pending_approval',
        drivers: [driver.user.id],
      });
      const refused = await dial(ctx.app, driver.phone, [
        '3',
        '1',
        station.short_code,
        '1',
        '1357',
      ]);
      expect(refused.last).toBe(`END ${refusalText('queue.vehicleNotApproved', language)}`);
      expect(await activeEntry(pending.id)).toBeUndefined();

      await ctx.db
        .updateTable('vehicles')
        .set({ status: 'active' })
        .where('id', '=', pending.id)
        .execute();
      await createQueueEntry(ctx.db, {
        station_id: other.id,
        route_id: ownRoute,
        vehicle_id: pending.id,
      });
      const queued = await dial(ctx.app, driver.phone, ['3', '1']);
      expect(queued.last).toBe(`END ${refusalText('queue.alreadyQueued', language)}`);
    });

    it('a marshal calls the head of a line to load and marks it departed', async () => {
      const n = ++sequence;
      const marshal = await person(
        'STATION_ADMIN',
        `071100${language === 'en' ? 5 : 6}00${n}`,
        '2468',
      );
      await rememberLanguage(ctx.db, marshal.local, language);
      await attachStationAdmin(ctx.db, station.id, marshal.user.id);
      const head = await createVehicle(ctx.db, { plate: `KMH ${n}01H`, sacco_id: saccoId });
      const second = await createVehicle(ctx.db, { plate: `KMH ${n}02S`, sacco_id: saccoId });
      const base = { station_id: station.id, route_id: ownRoute };
      await createQueueEntry(ctx.db, { ...base, vehicle_id: head.id, position: 1 });
      await createQueueEntry(ctx.db, { ...base, vehicle_id: second.id, position: 2 });

      const routes = await dial(ctx.app, marshal.phone, ['4']);
      expect(routes.last).toBe(`CON ${t.pickRoute}\n1. 23K (2)\n2. 77X (0)\n${t.backMenu}`);
      hint((await dial(ctx.app, marshal.phone, ['4', 'k'])).last, t.invalid);
      hint((await dial(ctx.app, marshal.phone, ['4', '3'])).last, t.invalid);
      const menu = await dial(ctx.app, marshal.phone, ['4', '1', '2', '9']);
      expect(menu.screens[2]).toBe(
        `CON ${t.marshalHead('23K', null, 2)}\n1. ${t.marshalMenu[0]}\n2. ${t.marshalMenu[1]}\n${t.backMenu}`,
      );
      hint(menu.screens[3], t.nobodyLoading);
      hint(menu.last, t.invalid);

      const called = await dial(ctx.app, marshal.phone, ['4', '1', '1', '2468']);
      expect(called.last).toBe(`END ${t.called(`KMH ${n}01H`)}`);
      const loading = await activeEntry(head.id);
      expect(loading?.status).toBe('loading');
      expect(await lastEvent(loading?.id as number)).toMatchObject({
        type: 'called',
        channel: 'ussd',
        actor_id: marshal.user.id,
      });
      // The rule that one vehicle loads at a time holds from here too.
      const again = await dial(ctx.app, marshal.phone, ['4', '1', '1', '2468']);
      expect(again.last).toBe(`END ${refusalText('queue.alreadyLoading', language)}`);

      const departed = await dial(ctx.app, marshal.phone, ['4', '1', '2', '2468']);
      expect(departed.last).toBe(`END ${t.departed(`KMH ${n}01H`)}`);
      expect(await activeEntry(head.id)).toBeUndefined();
      expect((await activeEntry(second.id))?.position).toBe(1);
      await endQueueEntry(ctx.db, (await activeEntry(second.id))?.id as number);
    });

    it('my vehicle and marshal are only for the phones they belong to', async () => {
      const n = ++sequence;
      const driver = await person('DRIVER', `071100${language === 'en' ? 7 : 8}00${n}`, '1357');
      await rememberLanguage(ctx.db, driver.local, language);
      expect((await dial(ctx.app, driver.phone, ['3'])).last).toBe(`END ${t.noVehicle}`);
      expect((await dial(ctx.app, driver.phone, ['4'])).last).toBe(`END ${t.notMarshal}`);
      const unset = await person(
        'DRIVER',
        `07110${language === 'en' ? 7 : 8}00${String(n).padStart(2, '0')}`,
        null,
      );
      await rememberLanguage(ctx.db, unset.local, language);
      await createVehicle(ctx.db, {
        plate: `KNP ${n}00N`,
        sacco_id: saccoId,
        drivers: [unset.user.id],
      });
      expect((await dial(ctx.app, unset.phone, ['3', '1'])).last).toBe(`END ${t.noPin}`);
    });
  });

  it('a pool driver with more vehicles than a screen holds pages to any of them', async () => {
    const t = textOf('en');
    const driver = await person('DRIVER', '0711009003', '1357');
    const pool = ['KDS 101A', 'KDS 102A', 'KDS 103A', 'KDS 104A', 'KDS 105A'];
    const vehicles = [];
    for (const plate of pool)
      vehicles.push(
        await createVehicle(ctx.db, { plate, sacco_id: saccoId, drivers: [driver.user.id] }),
      );

    const first = await dial(ctx.app, driver.phone, ['3', '1']);
    expect(first.last).toBe(
      [
        `CON ${t.pickVehicle}`,
        ...pool.slice(0, 4).map((plate, i) => `${i + 1}. ${plate}`),
        t.more,
        t.backMenu,
      ].join('\n'),
    );
    const second = await dial(ctx.app, driver.phone, ['3', '1', '98']);
    expect(second.last).toBe(`CON ${t.pickVehicle}\n5. KDS 105A\n${t.backMenu}`);
    const joined = await dial(ctx.app, driver.phone, [
      '3',
      '1',
      '98',
      '5',
      station.short_code,
      '1',
      '1357',
    ]);
    expect(joined.last).toBe(`END ${t.joined('KDS 105A', 1, '23K')}`);
    expect(await activeEntry((vehicles[4] as { id: number }).id)).toMatchObject({
      station_id: station.id,
    });
    // Out again: the stage's line stays as the tests after this one expect it.
    const left = await dial(ctx.app, driver.phone, ['3', '2', '1357']);
    expect(left.last).toBe(`END ${t.left('KDS 105A')}`);
  });

  it('a stage with more routes than a screen holds lists them a page at a time, for drivers and marshals', async () => {
    const t = textOf('en');
    const region = await createRegion(ctx.db);
    const busy = await codeOf(
      (await createStation(ctx.db, { name: 'Kencom', region_id: region.id })).id,
    );
    const codes = ['31', '32', '33', '34', '35', '36', '37', '38'];
    const routes = new Map<string, number>();
    for (const code of codes) {
      const route = await createRoute(ctx.db, {
        route_id: code,
        sacco_id: saccoId,
        origin_station_id: busy.id,
      });
      routes.set(code, route.id);
    }
    const driver = await person('DRIVER', '0711009001', '1357');
    const vehicle = await createVehicle(ctx.db, {
      plate: 'KDP 900P',
      sacco_id: saccoId,
      drivers: [driver.user.id],
    });
    const pick = ['3', '1', busy.short_code];
    const pageLines = (shown: string[], from: number) =>
      shown.map((code, index) => `${from + index}. ${code} Route ${code}`);

    const first = await dial(ctx.app, driver.phone, pick);
    expect(first.last).toBe(
      [`CON ${t.pickRoute}`, ...pageLines(codes.slice(0, 6), 1), t.more, t.backMenu].join('\n'),
    );
    const second = await dial(ctx.app, driver.phone, [...pick, '98']);
    expect(second.last).toBe(
      [`CON ${t.pickRoute}`, ...pageLines(codes.slice(6), 7), t.backMenu].join('\n'),
    );
    // Back goes to the page before; a number of another page, or 98 on the last, is no choice.
    expect((await dial(ctx.app, driver.phone, [...pick, '98', '0'])).last).toBe(first.last);
    for (const input of ['3', '98', '9']) {
      const refused = await dial(ctx.app, driver.phone, [...pick, '98', input]);
      expect(refused.last.split('\n')[0]).toBe(`CON ${t.invalid}`);
    }

    const joined = await dial(ctx.app, driver.phone, [...pick, '98', '8', '1357']);
    expect(joined.last).toBe(`END ${t.joined('KDP 900P', 1, '38')}`);
    expect(await activeEntry(vehicle.id)).toMatchObject({
      station_id: busy.id,
      route_id: routes.get('38'),
    });

    // The marshal's routes, busiest first: 38 with its vehicle, then the others in their order.
    const marshal = await person('STATION_ADMIN', '0711009002', '2468');
    await attachStationAdmin(ctx.db, busy.id, marshal.user.id);
    const marshalPage = await dial(ctx.app, marshal.phone, ['4', '98']);
    expect(marshalPage.screens[1]?.split('\n')).toEqual([
      `CON ${t.pickRoute}`,
      '1. 38 (1)',
      ...codes.slice(0, 5).map((code, index) => `${index + 2}. ${code} (0)`),
      t.more,
      t.backMenu,
    ]);
    expect(marshalPage.last.split('\n')).toEqual([
      `CON ${t.pickRoute}`,
      '7. 36 (0)',
      '8. 37 (0)',
      t.backMenu,
    ]);
    const line = await dial(ctx.app, marshal.phone, ['4', '98', '8']);
    expect(line.last.split('\n')[0]).toBe(`CON ${t.marshalHead('37', null, 0)}`);
  });

  it('five wrong PINs lock USSD changes for 15 minutes, across sessions', async () => {
    const driver = await person('DRIVER', '0711900001', '1357');
    const vehicle = await createVehicle(ctx.db, {
      plate: 'KLK 900L',
      sacco_id: saccoId,
      drivers: [driver.user.id],
    });
    const t = textOf('en');
    const { screens, last } = await dial(ctx.app, driver.phone, [
      '3',
      '1',
      station.short_code,
      '1',
      '1111',
      '2222',
      '3333',
      '4444',
      '5555',
    ]);
    expect(screens.slice(5, 9).map((screen) => screen.split('\n')[0])).toEqual(
      [4, 3, 2, 1].map((left) => `CON ${t.wrongPin(left)}`),
    );
    expect(last).toBe(`END ${t.pinLocked}`);
    const row = await ctx.db
      .selectFrom('ussd_accounts')
      .select(['locked_until'])
      .where('user_id', '=', driver.user.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.locked_until as string) - Date.now()).toBeGreaterThan(
      PIN_LOCK_MS - 60_000,
    );
    // Even the right PIN is refused until the lock runs out, in a new session too.
    expect((await dial(ctx.app, driver.phone, ['3', '1'])).last).toBe(`END ${t.pinLocked}`);
    expect(await activeEntry(vehicle.id)).toBeUndefined();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PIN_LOCK_MS + 1000);
    const joined = await dial(ctx.app, driver.phone, ['3', '1', station.short_code, '1', '1357']);
    expect(joined.last).toBe(`END ${t.joined('KLK 900L', 1, '23K')}`);
  });

  it('a new PIN from the web lifts the lock', async () => {
    const driver = await person('DRIVER', '0711900002', '1357');
    await createVehicle(ctx.db, {
      plate: 'KLK 901L',
      sacco_id: saccoId,
      drivers: [driver.user.id],
    });
    const wrong = ['9999', '9998', '9997', '9996', '9995'];
    const locked = await dial(ctx.app, driver.phone, ['3', '1', station.short_code, '1', ...wrong]);
    expect(locked.last).toBe(`END ${textOf('en').pinLocked}`);
    await injectApi(ctx.app, 'PUT', 'user/ussd-pin/', { pin: '8642' }, driver.headers);
    const joined = await dial(ctx.app, driver.phone, ['3', '1', station.short_code, '1', '8642']);
    // Second in line: the vehicle of the test before is still queued.
    expect(joined.last).toBe(`END ${textOf('en').joined('KLK 901L', 2, '23K')}`);
  });
});
