import { messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories';
import {
  createTestApp,
  fieldMessages,
  injectApi,
  type TestContext,
  testEngine,
} from '../../test/test-app';

describe(`stations (${testEngine})`, () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let regionId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).headers;
    regionId = (await call('POST', 'regions/', { name: 'Nairobi CBD' })).json().id;
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = admin,
  ) => injectApi(ctx.app, method, url, payload, headers);
  const station = (name: string, extra: object = {}) =>
    call('POST', 'station/', {
      name,
      region_id: regionId,
      latitude: -1.2856,
      longitude: 36.8259,
      capacity: 40,
      ...extra,
    });

  it('creates a station and shows it publicly with its region, routes and queue length', async () => {
    const created = await station('Kencom', { address: 'Moi Avenue' });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      name: 'Kencom',
      region_id: regionId,
      region_name: 'Nairobi CBD',
      capacity: 40,
      queue_length: 0,
      route_count: 0,
    });
    const detail = await call('GET', `station/${body.id}/`, undefined, {});
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: body.id, routes: [] });
  });

  it('lists, filters by region, searches by name and paginates', async () => {
    const other = (await call('POST', 'regions/', { name: 'Nairobi East' })).json().id;
    await station('Donholm', { region_id: other });
    await station('Odeon');
    const byRegion = (await call('GET', `station/?region=${other}`, undefined, {})).json();
    expect(byRegion.results.map((row: { name: string }) => row.name)).toEqual(['Donholm']);
    const search = (await call('GET', 'station/?search=ODE', undefined, {})).json();
    expect(search.results.map((row: { name: string }) => row.name)).toEqual(['Odeon']);
    const page = (await call('GET', 'station/?p_size=1&p=2', undefined, {})).json();
    expect(page.results).toHaveLength(1);
    expect(page.previous).toBe(1);
  });

  it('validates coordinates, capacity and the region', async () => {
    const bad = await call('POST', 'station/', {
      name: '',
      region_id: 99999,
      latitude: 120,
      longitude: 36.8,
      capacity: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad)).toMatchObject({
      name: [messages.network.stationNameRequired],
      latitude: [messages.network.latitudeRange],
      capacity: [messages.network.capacityRange],
    });
    const unknownRegion = await station('Nowhere', { region_id: 99999 });
    expect(fieldMessages(unknownRegion)).toEqual({ region_id: [messages.network.regionUnknown] });
  });

  it('lets a station admin edit only their own stations, and not open or close them', async () => {
    const own = (await station('Ngara')).json();
    const foreign = (await station('Koja')).json();
    const marshal = await signedIn(ctx.app, ctx.db, { role: 'STATION_ADMIN' });
    expect(
      (await call('POST', `station/${own.id}/admins/`, { user_id: marshal.user.id })).statusCode,
    ).toBe(200);

    const mine = await call('GET', 'station/?admin=me', undefined, marshal.headers);
    expect(mine.json()).toMatchObject({ count: 1, results: [{ id: own.id }] });
    expect((await call('GET', 'station/?admin=me', undefined, {})).json().count).toBe(0);

    const edit = await call(
      'PUT',
      `station/${own.id}/`,
      { name: 'Ngara Stage', region_id: regionId, status: 'archived' },
      marshal.headers,
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ name: 'Ngara Stage', status: 'active' });
    expect(
      (
        await call(
          'PUT',
          `station/${foreign.id}/`,
          { name: 'Mine now', region_id: regionId },
          marshal.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `station/${own.id}/archive/`, undefined, marshal.headers)).statusCode,
    ).toBe(403);

    const customer = await signedIn(ctx.app, ctx.db);
    const wrongRole = await call('POST', `station/${own.id}/admins/`, {
      user_id: customer.user.id,
    });
    expect(fieldMessages(wrongRole)).toEqual({ user_id: [messages.network.stationAdminRole] });
    const admins = await call('DELETE', `station/${own.id}/admins/${marshal.user.id}/`);
    expect(admins.json()).toEqual([]);
    expect(
      (
        await call(
          'PUT',
          `station/${own.id}/`,
          { name: 'Again', region_id: regionId },
          marshal.headers,
        )
      ).statusCode,
    ).toBe(403);
  });

  it("says on each listed station what the caller may do there, as the caller's role allows", async () => {
    const own = (await station('Kawangware')).json();
    const foreign = (await station('Githurai')).json();
    const marshal = await signedIn(ctx.app, ctx.db, { role: 'STATION_ADMIN' });
    await call('POST', `station/${own.id}/admins/`, { user_id: marshal.user.id });
    const canAt = async (headers: Record<string, string>) => {
      const page = (await call('GET', 'station/?search=a&p_size=100', undefined, headers)).json();
      const byId = new Map(
        page.results.map((row: { id: number; can?: object }) => [row.id, row.can]),
      );
      return { own: byId.get(own.id), foreign: byId.get(foreign.id) };
    };
    const everything = {
      edit: true,
      archive: true,
      manageAdmins: true,
      runQueue: true,
      moveQueue: true,
      viewAdmins: true,
    };
    const nothing = {
      edit: false,
      archive: false,
      manageAdmins: false,
      runQueue: false,
      moveQueue: false,
      viewAdmins: false,
    };
    expect(await canAt(admin)).toEqual({ own: everything, foreign: everything });
    expect(await canAt(marshal.headers)).toEqual({
      own: { ...everything, archive: false, manageAdmins: false },
      foreign: nothing,
    });
    for (const role of ['SACCO', 'OWNER', 'DRIVER', 'CUSTOMER'] as const) {
      const caller = await signedIn(ctx.app, ctx.db, { role });
      expect(await canAt(caller.headers), role).toEqual({ own: nothing, foreign: nothing });
    }
    expect(await canAt({})).toEqual({ own: undefined, foreign: undefined });
    expect(
      (await call('GET', `station/${own.id}/`, undefined, marshal.headers)).json().can,
    ).toEqual({ ...everything, archive: false, manageAdmins: false });
  });

  it("shows a station's admins to its own admins and system admins only", async () => {
    const own = (await station('Kikuyu Stage')).json();
    const foreign = (await station('Limuru Stage')).json();
    const marshal = await signedIn(ctx.app, ctx.db, { role: 'STATION_ADMIN' });
    await call('POST', `station/${own.id}/admins/`, { user_id: marshal.user.id });
    const ownAdmins = await call('GET', `station/${own.id}/admins/`, undefined, marshal.headers);
    expect(ownAdmins.json()).toMatchObject([{ id: marshal.user.id }]);
    expect(
      (await call('GET', `station/${foreign.id}/admins/`, undefined, marshal.headers)).statusCode,
    ).toBe(403);
    expect((await call('GET', `station/${foreign.id}/admins/`)).statusCode).toBe(200);
  });

  it('archives instead of deleting', async () => {
    const gone = (await station('Old Stage')).json();
    expect((await call('POST', `station/${gone.id}/archive/`)).json().status).toBe('archived');
    expect((await call('GET', `station/${gone.id}/`, undefined, {})).json().status).toBe(
      'archived',
    );
    expect(
      (await call('GET', 'station/?status=active&search=Old', undefined, {})).json().count,
    ).toBe(0);
    expect((await call('GET', 'station/99999/', undefined, {})).statusCode).toBe(404);
  });
});
