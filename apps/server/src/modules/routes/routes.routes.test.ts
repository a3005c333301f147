import { messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';

describe(`routes, stops and fares (${testEngine})`, () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let saccoId: number;
  let otherSaccoId: number;
  let kencom: number;
  let ruaka: number;
  let westlands: number;

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = admin,
  ) {
    return ctx.app.inject({
      method,
      url: `/api/v1.0/${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  }
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
    expect(bad.json().fields).toMatchObject({
      route_id: [messages.network.routeCodeRequired],
      route_name: [messages.network.routeNameRequired],
      sacco: [messages.network.saccoRequired],
    });
    expect((await newRoute('X1', { destination_station: kencom })).json().fields).toEqual({
      destination_station: [messages.network.sameEnds],
    });
    expect((await newRoute('X2', { sacco: 99999, origin_station: 99998 })).json().fields).toEqual({
      sacco: [messages.network.saccoUnknown],
      origin_station: [messages.network.stationUnknown],
    });

    const route = (await newRoute('23')).json();
    await call('POST', `routestop-post/${route.id}/`, { stops });
    expect((await newRoute('23')).json().fields).toEqual({
      route_id: [messages.network.routeCodeTaken],
    });
    const tooFew = await call('POST', `routestop-post/${route.id}/`, {
      stops: [{ name: 'Alone' }],
    });
    expect(tooFew.json().fields).toEqual({ stops: [messages.network.stopsTooFew] });
    const unknownStation = await call('POST', `routestop-post/${route.id}/`, {
      stops: [{ name: 'A' }, { name: 'B', station_id: 99999 }],
    });
    expect(unknownStation.statusCode).toBe(400);
    expect(unknownStation.json().fields).toEqual({
      'stops.1.station_id': [messages.network.stationUnknown],
    });
    expect(
      (await call('GET', `route-by-id/${route.id}/`, undefined, {})).json().route_stops,
    ).toHaveLength(5);
    expect((await call('GET', 'route-by-id/99999/', undefined, {})).statusCode).toBe(404);
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
    expect(offRoute.json().fields).toEqual({ from_stop: [messages.network.fareStopsUnknown] });
    const zero = await call('POST', `route-by-id/${route.id}/fares/`, {
      from_stop: 'Westlands',
      to_stop: 'Ruaka Stage',
      amount_kes: 0,
    });
    expect(zero.json().fields).toEqual({ amount_kes: [messages.network.fareAmount] });
    expect((await call('DELETE', `route-fares/${fare.json().id}/`)).json()).toEqual({
      message: messages.network.fareRemoved,
    });
    expect((await call('GET', `route-by-id/${route.id}/`, undefined, {})).json().fares).toEqual([]);
  });

  it('keeps Saccos, owners and station admins to their own routes', async () => {
    const route = (await newRoute('105')).json();
    const foreign = (await newRoute('106', { sacco: otherSaccoId })).json();
    const sacco = await signedIn(ctx.app, ctx.db, { role: 'SACCO' });
    await ctx.db
      .updateTable('users')
      .set({ sacco_id: saccoId })
      .where('id', '=', sacco.user.id)
      .execute();
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
    expect(denied.json().error).toBe(messages.network.routeOutOfScope);
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

  it('archives a route and keeps it readable', async () => {
    const route = (await newRoute('58')).json();
    expect((await call('POST', `route-by-id/${route.id}/archive/`)).json().status).toBe('archived');
    expect((await call('GET', 'route/?status=active&search=58', undefined, {})).json().count).toBe(
      0,
    );
    expect((await call('POST', `route-by-id/${route.id}/restore/`)).json().status).toBe('active');
  });
});
