import {
  defaultServiceBands,
  estimateStopTravelSeconds,
  messages,
  UNKNOWN_TRAVEL_SECONDS,
} from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, joinSacco, signedIn } from '../../test/factories';
import {
  createTestApp,
  fieldMessages,
  injectApi,
  type TestContext,
  testEngine,
} from '../../test/test-app';
import { type Account, accountOf } from '../auth/auth.guard';
import { createRoutesService } from './routes.service';

describe(`routes, stops and fares (${testEngine})`, () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let saccoId: number;
  let otherSaccoId: number;
  let kencom: number;
  let ruaka: number;
  let westlands: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = admin,
  ) => injectApi(ctx.app, method, url, payload, headers);
  const newRoute = (code: string, extra: object = {}, headers = admin) =>
    call(
      'POST',
      'post-route/',
      {
        route_id: code,
        route_name: 'Kencom-Ruaka',
        sacco: saccoId,
        origin_station: kencom,
        destination_station: ruaka,
        ...extra,
      },
      headers,
    );
  const stops = ['Kencom/Ambassadeur', 'Museum Hill', 'Westlands', 'Muthaiga', 'Ruaka Stage'].map(
    (name) => ({ name }),
  );

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).headers;
    const region = (await call('POST', 'regions/', { name: 'Nairobi' })).json().id;
    const stationId = async (name: string) =>
      (await call('POST', 'station/', { name, region_id: region })).json().id;
    kencom = await stationId('Kencom/Ambassadeur');
    ruaka = await stationId('Ruaka Stage');
    westlands = await stationId('Westlands');
    saccoId = (await call('POST', 'saccos/', { name: 'Kaskazini Line Sacco' })).json().id;
    otherSaccoId = (await call('POST', 'saccos/', { name: 'Kusini Shuttle Sacco' })).json().id;
  });
  afterAll(() => ctx.close());

  it('creates a route, saves five ordered stops and shows them publicly in order', async () => {
    const created = await newRoute('107D');
    expect(created.statusCode).toBe(201);
    const route = created.json();
    expect(route).toMatchObject({
      route_id: '107D',
      sacco: saccoId,
      sacco_name: 'Kaskazini Line Sacco',
      origin_station_name: 'Kencom/Ambassadeur',
      destination_station_name: 'Ruaka Stage',
      stop_count: 0,
    });

    const withStation = stops.map((stop) =>
      stop.name === 'Westlands'
        ? { ...stop, station_id: westlands, latitude: -1.2676, longitude: 36.8108 }
        : stop,
    );
    const saved = await call('POST', `routestop-post/${route.id}/`, { stops: withStation });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(messages.network.stopsSaved);

    const detail = (await call('GET', `route-by-id/${route.id}/`, undefined, {})).json();
    expect(detail.route_stops.map((stop: { name: string }) => stop.name)).toEqual(
      stops.map((stop) => stop.name),
    );
    expect(detail.route_stops.map((stop: { sequence: number }) => stop.sequence)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(detail.return_stops.map((stop: { name: string }) => stop.name)).toEqual(
      stops.map((stop) => stop.name).reverse(),
    );
    expect(detail.route_stops[2]).toMatchObject({
      station_id: westlands,
      latitude: -1.2676,
      longitude: 36.8108,
    });

    const reordered = [
      withStation[0],
      withStation[2],
      withStation[1],
      withStation[3],
      withStation[4],
    ];
    await call('POST', `routestop-post/${route.id}/`, { stops: reordered });
    const after = (await call('GET', `route-by-id/${route.id}/`, undefined, {})).json();
    expect(after.route_stops.map((stop: { name: string }) => stop.name)).toEqual(
      reordered.map((stop) => stop?.name),
    );
    expect(after.stop_count).toBe(5);

    const atWestlands = (await call('GET', `station/${westlands}/`, undefined, {})).json();
    expect(atWestlands.routes.map((row: { route_id: string }) => row.route_id)).toContain('107D');
  });

  it('answers field messages for bad routes and stops, and keeps the old stops on a bad update', async () => {
    const bad = await call('POST', 'post-route/', {
      route_id: '',
      route_name: '',
      origin_station: kencom,
      destination_station: kencom,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad)).toMatchObject({
      route_id: [messages.network.routeCodeRequired],
      route_name: [messages.network.routeNameRequired],
      sacco: [messages.network.saccoRequired],
    });
    expect(fieldMessages(await newRoute('X1', { destination_station: kencom }))).toEqual({
      destination_station: [messages.network.sameEnds],
    });
    expect(fieldMessages(await newRoute('X2', { sacco: 99999, origin_station: 99998 }))).toEqual({
      sacco: [messages.network.saccoUnknown],
      origin_station: [messages.network.stationUnknown],
    });

    const route = (await newRoute('23')).json();
    await call('POST', `routestop-post/${route.id}/`, { stops });
    expect(fieldMessages(await newRoute('23'))).toEqual({
      route_id: [messages.network.routeCodeTaken],
    });
    const tooFew = await call('POST', `routestop-post/${route.id}/`, {
      stops: [{ name: 'Alone' }],
    });
    expect(fieldMessages(tooFew)).toEqual({ stops: [messages.network.stopsTooFew] });
    const unknownStation = await call('POST', `routestop-post/${route.id}/`, {
      stops: [{ name: 'A' }, { name: 'B', station_id: 99999 }],
    });
    expect(unknownStation.statusCode).toBe(400);
    expect(fieldMessages(unknownStation)).toEqual({
      'stops.1.station_id': [messages.network.stationUnknown],
    });
    expect(
      (await call('GET', `route-by-id/${route.id}/`, undefined, {})).json().route_stops,
    ).toHaveLength(5);
    expect((await call('GET', 'route-by-id/99999/', undefined, {})).statusCode).toBe(404);
  });

  it('keeps the origin and destination stations as the first and last stops', async () => {
    const route = (await newRoute('23A')).json();
    const middle = stops.slice(1, -1);
    const withoutEnds = await call('POST', `routestop-post/${route.id}/`, { stops: middle });
    expect(withoutEnds.statusCode).toBe(400);
    expect(withoutEnds.json()).toMatchObject({ code: 'api.checkInput' });
    expect(fieldMessages(withoutEnds)).toEqual({
      'stops.0.station_id': [messages.network.firstStopOrigin],
      [`stops.${middle.length - 1}.station_id`]: [messages.network.lastStopDestination],
    });
    const wrongEnd = await call('POST', `routestop-post/${route.id}/`, {
      stops: [...stops.slice(0, -1), { name: 'Westlands', station_id: westlands }],
    });
    expect(wrongEnd.json()).toMatchObject({ code: 'network.lastStopDestination' });
    expect(fieldMessages(wrongEnd)).toEqual({
      'stops.4.station_id': [messages.network.lastStopDestination],
    });
    expect(
      (await call('GET', `route-by-id/${route.id}/`, undefined, {})).json().route_stops,
    ).toEqual([]);

    // Ends named as their stations are those stations, so search finds the route at both.
    const saved = await call('POST', `routestop-post/${route.id}/`, { stops });
    expect(saved.statusCode).toBe(200);
    const outbound = saved.json().route_stops;
    expect(outbound[0]).toMatchObject({ name: 'Kencom/Ambassadeur', station_id: kencom });
    expect(outbound.at(-1)).toMatchObject({ name: 'Ruaka Stage', station_id: ruaka });
    expect(saved.json().return_stops[0]).toMatchObject({ station_id: ruaka });
    const atRuaka = (await call('GET', `station/${ruaka}/`, undefined, {})).json();
    expect(atRuaka.routes.map((row: { route_id: string }) => row.route_id)).toContain('23A');
  });

  it('lists routes by Sacco, station and search', async () => {
    await newRoute('46', {
      route_name: 'Kencom-Westlands',
      sacco: otherSaccoId,
      destination_station: westlands,
    });
    const bySacco = (await call('GET', `route/?sacco=${otherSaccoId}`, undefined, {})).json();
    expect(bySacco.results.map((route: { route_id: string }) => route.route_id)).toEqual(['46']);
    const byStation = (await call('GET', `route/?station=${westlands}`, undefined, {})).json();
    expect(byStation.results.map((route: { route_id: string }) => route.route_id)).toEqual(
      expect.arrayContaining(['46', '107D']),
    );
    const search = (await call('GET', 'route/?search=kusini', undefined, {})).json();
    expect(search.count).toBe(1);
  });

  it('lists route numbers in counting order, not as text, across pages', async () => {
    const sacco = (await call('POST', 'saccos/', { name: 'Mpangilio Sacco' })).json().id;
    for (const code of ['100', '046P', '10', '0027', '1', '9B'])
      expect((await newRoute(code, { sacco })).statusCode).toBe(201);
    const page = async (p: number) =>
      (await call('GET', `route/?sacco=${sacco}&p_size=4&p=${p}`, undefined, {}))
        .json()
        .results.map((route: { route_id: string }) => route.route_id);
    expect([...(await page(1)), ...(await page(2))]).toEqual([
      '1',
      '9B',
      '10',
      '0027',
      '046P',
      '100',
    ]);
    expect(
      (await call('GET', `route/?sacco=${sacco}&p_size=4&p=2`, undefined, {})).json().count,
    ).toBe(6);
  });

  it('prices a route between its stops', async () => {
    const route = (await newRoute('44K')).json();
    await call('POST', `routestop-post/${route.id}/`, { stops });
    const fare = await call('POST', `route-by-id/${route.id}/fares/`, {
      from_stop: 'Kencom/Ambassadeur',
      to_stop: 'Ruaka Stage',
      amount_kes: 100,
      peak_amount_kes: 150,
    });
    expect(fare.statusCode).toBe(200);
    expect(fare.json()).toMatchObject({ amount_kes: 100, peak_amount_kes: 150 });
    const updated = await call('POST', `route-by-id/${route.id}/fares/`, {
      from_stop: 'Kencom/Ambassadeur',
      to_stop: 'Ruaka Stage',
      amount_kes: 120,
    });
    expect(updated.json()).toMatchObject({
      id: fare.json().id,
      amount_kes: 120,
      peak_amount_kes: null,
    });
    expect(
      (await call('GET', `route-by-id/${route.id}/fares/`, undefined, {})).json(),
    ).toHaveLength(1);

    const offRoute = await call('POST', `route-by-id/${route.id}/fares/`, {
      from_stop: 'Mombasa',
      to_stop: 'Ruaka Stage',
      amount_kes: 50,
    });
    expect(fieldMessages(offRoute)).toEqual({ from_stop: [messages.network.fareStopsUnknown] });
    const zero = await call('POST', `route-by-id/${route.id}/fares/`, {
      from_stop: 'Westlands',
      to_stop: 'Ruaka Stage',
      amount_kes: 0,
    });
    expect(fieldMessages(zero)).toEqual({ amount_kes: [messages.network.fareAmount] });
    expect((await call('DELETE', `route-fares/${fare.json().id}/`)).json()).toEqual({
      code: 'network.fareRemoved',
      message: messages.network.fareRemoved,
    });
    expect((await call('GET', `route-by-id/${route.id}/`, undefined, {})).json().fares).toEqual([]);
  });

  it('tells a signed-in caller what they may do with each route, and the public nothing', async () => {
    const own = (await newRoute('108')).json();
    const foreign = (await newRoute('109', { sacco: otherSaccoId })).json();
    const sacco = await signedIn(ctx.app, ctx.db, { role: 'SACCO' });
    await joinSacco(ctx.db, sacco.user.id, saccoId);
    const can = async (id: number, headers: Record<string, string>) =>
      (await call('GET', `route-by-id/${id}/`, undefined, headers)).json().can;

    expect(await can(own.id, sacco.headers)).toEqual({ edit: true, archive: true, price: false });
    expect(await can(foreign.id, sacco.headers)).toEqual({
      edit: false,
      archive: false,
      price: false,
    });
    expect(await can(foreign.id, admin)).toEqual({ edit: true, archive: true, price: true });
    expect(await can(own.id, {})).toBeUndefined();
    const listed = (await call('GET', `route/?sacco=${otherSaccoId}`, undefined, sacco.headers))
      .json()
      .results.find((route: { id: number }) => route.id === foreign.id);
    expect(listed.can.edit).toBe(false);
  });

  it('keeps Saccos, owners and station admins to their own routes', async () => {
    const route = (await newRoute('105')).json();
    const foreign = (await newRoute('106', { sacco: otherSaccoId })).json();
    const sacco = await signedIn(ctx.app, ctx.db, { role: 'SACCO' });
    await joinSacco(ctx.db, sacco.user.id, saccoId);
    const edit = (id: number, headers: Record<string, string>, extra: object = {}) =>
      call(
        'PUT',
        `route-by-id/${id}/`,
        {
          route_id: id === route.id ? '105' : '106',
          route_name: 'Renamed',
          sacco: saccoId,
          origin_station: kencom,
          destination_station: ruaka,
          ...extra,
        },
        headers,
      );

    expect((await edit(route.id, sacco.headers)).statusCode).toBe(200);
    const denied = await edit(foreign.id, sacco.headers, { sacco: otherSaccoId });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.network.routeOutOfScope);
    expect((await edit(route.id, sacco.headers, { sacco: otherSaccoId })).statusCode).toBe(403);
    expect((await newRoute('999', {}, sacco.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', `routestop-post/${foreign.id}/`, { stops }, sacco.headers)).statusCode,
    ).toBe(403);

    const owner = await signedIn(ctx.app, ctx.db, { role: 'OWNER' });
    await ctx.db
      .updateTable('users')
      .set({ sacco_id: otherSaccoId })
      .where('id', '=', owner.user.id)
      .execute();
    expect((await newRoute('998', { sacco: otherSaccoId }, owner.headers)).statusCode).toBe(201);
    expect((await newRoute('997', {}, owner.headers)).statusCode).toBe(403);

    const marshal = await signedIn(ctx.app, ctx.db, { role: 'STATION_ADMIN' });
    await call('POST', `station/${westlands}/admins/`, { user_id: marshal.user.id });
    expect(
      (await newRoute('996', { destination_station: westlands }, marshal.headers)).statusCode,
    ).toBe(201);
    expect((await newRoute('995', {}, marshal.headers)).statusCode).toBe(403);

    const customer = await signedIn(ctx.app, ctx.db);
    expect((await edit(route.id, customer.headers)).statusCode).toBe(403);
  });

  describe('times and service', () => {
    const kencomStop = { name: 'Kencom/Ambassadeur', latitude: -1.2864, longitude: 36.825 };
    const museumHill = { name: 'Museum Hill', latitude: -1.274, longitude: 36.815 };
    const westlandsStop = { name: 'Westlands', latitude: -1.2676, longitude: 36.8108 };
    const muthaiga = { name: 'Muthaiga' };
    const ruakaStop = { name: 'Ruaka Stage', latitude: -1.2046, longitude: 36.7816 };
    type TimedStop = { name: string; travel_s: number | null; arrival_offset_s: number };
    const times = (list: TimedStop[]) =>
      list.map(({ name, travel_s, arrival_offset_s }) => [name, travel_s, arrival_offset_s]);

    it('gives a new route the default bands in both directions', async () => {
      const route = (await newRoute('111')).json();
      const detail = (await call('GET', `route-by-id/${route.id}/`, undefined, {})).json();
      expect(detail.services).toEqual([
        { direction: 0, bands: defaultServiceBands() },
        { direction: 1, bands: defaultServiceBands() },
      ]);
      expect(defaultServiceBands()).toEqual([
        { start: '06:00', end: '09:00', headway_min: 5 },
        { start: '09:00', end: '15:00', headway_min: 15 },
        { start: '15:00', end: '21:00', headway_min: 5 },
      ]);
    });

    it('stores the travel times given and estimates the others from the distance', async () => {
      const route = (await newRoute('112')).json();
      const saved = await call('POST', `routestop-post/${route.id}/`, {
        stops: [
          { ...kencomStop, travel_s: 999 }, // the first stop's time is ignored
          { ...museumHill, travel_s: 300 },
          westlandsStop, // estimated at 20 km/h
          muthaiga, // no coordinates: 120 s
          { ...ruakaStop, travel_s: 900 },
        ],
      });
      expect(saved.statusCode).toBe(200);
      const estimate = estimateStopTravelSeconds(museumHill, westlandsStop);
      expect(estimate).toBeGreaterThan(60);
      const outbound = [
        ['Kencom/Ambassadeur', null, 0],
        ['Museum Hill', 300, 300],
        ['Westlands', estimate, 300 + estimate],
        ['Muthaiga', UNKNOWN_TRAVEL_SECONDS, 420 + estimate],
        ['Ruaka Stage', 900, 1320 + estimate],
      ];
      expect(times(saved.json().route_stops)).toEqual(outbound);

      const detail = (await call('GET', `route-by-id/${route.id}/`, undefined, {})).json();
      expect(times(detail.route_stops)).toEqual(outbound);
      // The return trip runs each stretch in the same time.
      expect(times(detail.return_stops)).toEqual([
        ['Ruaka Stage', null, 0],
        ['Muthaiga', 900, 900],
        ['Westlands', UNKNOWN_TRAVEL_SECONDS, 1020],
        ['Museum Hill', estimate, 1020 + estimate],
        ['Kencom/Ambassadeur', 300, 1320 + estimate],
      ]);
      // The planner reads the offsets from the database.
      const rows = await ctx.db
        .selectFrom('route_stops')
        .select(['direction', 'sequence', 'arrival_offset_s', 'departure_offset_s'])
        .where('route_id', '=', route.id)
        .orderBy('direction')
        .orderBy('sequence')
        .execute();
      expect(rows.map((row) => row.arrival_offset_s)).toEqual([
        0,
        300,
        300 + estimate,
        420 + estimate,
        1320 + estimate,
        0,
        900,
        1020,
        1020 + estimate,
        1320 + estimate,
      ]);
      expect(rows.every((row) => row.departure_offset_s === row.arrival_offset_s)).toBe(true);
    });

    it('estimates every time when none is given, and shows estimates for stops without times', async () => {
      const route = (await newRoute('113')).json();
      const saved = await call('POST', `routestop-post/${route.id}/`, {
        stops: [kencomStop, museumHill, muthaiga, ruakaStop],
      });
      const first = estimateStopTravelSeconds(kencomStop, museumHill);
      expect(times(saved.json().route_stops)).toEqual([
        ['Kencom/Ambassadeur', null, 0],
        ['Museum Hill', first, first],
        ['Muthaiga', 120, first + 120],
        ['Ruaka Stage', 120, first + 240],
      ]);
      // A route imported without times (offsets null) answers with the same estimates.
      await ctx.db
        .updateTable('route_stops')
        .set({ arrival_offset_s: null, departure_offset_s: null })
        .where('route_id', '=', route.id)
        .execute();
      const detail = (await call('GET', `route-by-id/${route.id}/`, undefined, {})).json();
      expect(times(detail.route_stops)).toEqual(times(saved.json().route_stops));
    });

    it('refuses travel times outside 10 seconds to 2 hours, naming the stop', async () => {
      const route = (await newRoute('114')).json();
      for (const travel of [5, 7201, 12.5, '60']) {
        const bad = await call('POST', `routestop-post/${route.id}/`, {
          stops: [kencomStop, { ...museumHill, travel_s: travel }],
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ code: 'network.travelTimeRange' });
        expect(fieldMessages(bad)).toEqual({
          'stops.1.travel_s': [messages.network.travelTimeRange],
        });
      }
    });

    it('saves the headway of each band for both directions', async () => {
      const route = (await newRoute('115')).json();
      const bands = [
        { start: '5:30', end: '09:00', headway_min: 4 },
        { start: '09:00', end: '16:00', headway_min: 20 },
        { start: '16:00', end: '24:30', headway_min: 7.5 },
      ];
      const saved = await call('PUT', `route-by-id/${route.id}/services/`, { bands });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().message).toBe(messages.network.serviceSaved);
      const expected = [{ ...bands[0], start: '05:30' }, bands[1], bands[2]];
      expect(saved.json().services).toEqual([
        { direction: 0, bands: expected },
        { direction: 1, bands: expected },
      ]);
      const rows = await ctx.db
        .selectFrom('route_services')
        .select(['direction', 'start_s', 'end_s', 'headway_s'])
        .where('route_id', '=', route.id)
        .orderBy('direction')
        .orderBy('start_s')
        .execute();
      expect(rows.filter((row) => row.direction === 0)).toEqual([
        { direction: 0, start_s: 19_800, end_s: 32_400, headway_s: 240 },
        { direction: 0, start_s: 32_400, end_s: 57_600, headway_s: 1200 },
        { direction: 0, start_s: 57_600, end_s: 88_200, headway_s: 450 },
      ]);
      expect(rows).toHaveLength(6);

      // A band stored without a headway (one run, as GTFS allows) shows as such.
      await ctx.db
        .updateTable('route_services')
        .set({ headway_s: null })
        .where('route_id', '=', route.id)
        .where('start_s', '=', 19_800)
        .execute();
      const detail = (await call('GET', `route-by-id/${route.id}/`, undefined, {})).json();
      expect(detail.services[0].bands[0]).toEqual({
        start: '05:30',
        end: '09:00',
        headway_min: null,
      });
    });

    it('refuses bad bands with the field’s message', async () => {
      const route = (await newRoute('116')).json();
      const put = (bands: unknown) => call('PUT', `route-by-id/${route.id}/services/`, { bands });
      const band = { start: '06:00', end: '09:00', headway_min: 5 };
      const cases: [unknown, Record<string, string[]>][] = [
        [[], { bands: [messages.network.serviceBandsRequired] }],
        [[{ ...band, headway_min: 0 }], { 'bands.0.headway_min': [messages.network.headwayRange] }],
        [
          [{ ...band, headway_min: 121 }],
          { 'bands.0.headway_min': [messages.network.headwayRange] },
        ],
        [[{ ...band, start: '6am' }], { 'bands.0.start': [messages.network.serviceTimeFormat] }],
        [[{ ...band, end: '09:75' }], { 'bands.0.end': [messages.network.serviceTimeFormat] }],
        [[{ ...band, end: '05:00' }], { 'bands.0.end': [messages.network.serviceBandEnd] }],
        [
          [band, { start: '08:30', end: '12:00', headway_min: 10 }],
          { 'bands.1.start': [messages.network.serviceBandsOverlap] },
        ],
        [
          [{ start: '10:00', end: '12:00', headway_min: 10 }, band, { ...band, start: '05:00' }],
          {
            'bands.1.start': [messages.network.serviceBandsOverlap],
          },
        ],
      ];
      for (const [bands, fields] of cases) {
        const refused = await put(bands);
        expect(refused.statusCode, JSON.stringify(bands)).toBe(400);
        expect(fieldMessages(refused), JSON.stringify(bands)).toEqual(fields);
      }
      // Bands that only touch are fine; nothing refused was stored.
      const detail = (await call('GET', `route-by-id/${route.id}/`, undefined, {})).json();
      expect(detail.services[0].bands).toEqual(defaultServiceBands());
    });

    it('lets only those who may edit the route set its service', async () => {
      const route = (await newRoute('117')).json();
      const foreign = (await newRoute('118', { sacco: otherSaccoId })).json();
      const body = { bands: [{ start: '06:00', end: '22:00', headway_min: 10 }] };
      const sacco = await signedIn(ctx.app, ctx.db, { role: 'SACCO' });
      await joinSacco(ctx.db, sacco.user.id, saccoId);
      const put = (id: number, headers: Record<string, string>) =>
        call('PUT', `route-by-id/${id}/services/`, body, headers);

      expect((await put(route.id, sacco.headers)).statusCode).toBe(200);
      const denied = await put(foreign.id, sacco.headers);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(messages.network.routeOutOfScope);
      const customer = await signedIn(ctx.app, ctx.db);
      expect((await put(route.id, customer.headers)).statusCode).toBe(403);
      expect((await put(route.id, {})).statusCode).toBe(401);
      expect((await put(99_999, admin)).statusCode).toBe(404);
      expect(
        (
          await call(
            'POST',
            `routestop-post/${foreign.id}/`,
            { stops: [{ name: 'A', travel_s: 60 }, { name: 'B' }] },
            sacco.headers,
          )
        ).statusCode,
      ).toBe(403);
      const foreignDetail = (await call('GET', `route-by-id/${foreign.id}/`, undefined, {})).json();
      expect(foreignDetail.services[0].bands).toEqual(defaultServiceBands());
    });

    it('tells the planner after times or service change', async () => {
      const changed = vi.fn(async () => undefined);
      const service = createRoutesService(ctx.db, changed);
      const row = await createUser(ctx.db, { role: 'SYSTEM_ADMIN' });
      const account = accountOf(row) as Account;
      const route = await service.create(account, {
        route_id: '119',
        route_name: 'Kencom-Ruaka',
        sacco: saccoId,
        origin_station: kencom,
        destination_station: ruaka,
      });
      expect(changed).toHaveBeenCalledTimes(1);
      await service.replaceStops(account, route.id, {
        stops: [
          {
            name: 'Kencom/Ambassadeur',
            station_id: kencom,
            latitude: null,
            longitude: null,
            travel_s: null,
          },
          { name: 'Ruaka Stage', station_id: ruaka, latitude: null, longitude: null, travel_s: 90 },
        ],
      });
      expect(changed).toHaveBeenCalledTimes(2);
      await service.saveServices(account, route.id, {
        bands: [{ start: '06:00', end: '20:00', headway_min: 12 }],
      });
      expect(changed).toHaveBeenCalledTimes(3);
    });
  });

  it('archives a route and keeps it readable', async () => {
    const route = (await newRoute('58')).json();
    expect((await call('POST', `route-by-id/${route.id}/archive/`)).json().status).toBe('archived');
    expect((await call('GET', 'route/?status=active&search=58', undefined, {})).json().count).toBe(
      0,
    );
    expect((await call('POST', `route-by-id/${route.id}/restore/`)).json().status).toBe('active');
  });
});
