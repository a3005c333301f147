import { messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/factories';
import { createTestApp, fieldMessages, type TestContext, testEngine } from '../../test/test-app';
import { type Account, accountOf } from '../auth/auth.guard';
import { createPlacesService } from './places.service';

const westlands = {
  name: '  Westlands ',
  name_sw: '',
  kind: 'neighbourhood',
  latitude: -1.2645,
  longitude: 36.8035,
  radius_m: 1500,
};

describe(`places (${testEngine})`, () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).headers;
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = admin,
  ) =>
    ctx.app.inject({ method, url: `/api/v1.0/${url}`, headers, ...(payload ? { payload } : {}) });

  it('creates, reads, edits, archives and restores a place', async () => {
    const created = await call('POST', 'places/', westlands);
    expect(created.statusCode).toBe(201);
    const place = created.json();
    expect(place).toEqual({
      id: expect.any(Number),
      name: 'Westlands',
      name_sw: null,
      kind: 'neighbourhood',
      latitude: -1.2645,
      longitude: 36.8035,
      radius_m: 1500,
      status: 'active',
    });

    const read = await call('GET', `places/${place.id}/`, undefined, {});
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(place);

    const edited = await call('PATCH', `places/${place.id}/`, {
      name_sw: 'Westi',
      radius_m: 1800,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...place, name_sw: 'Westi', radius_m: 1800 });

    const archived = await call('PATCH', `places/${place.id}/`, { status: 'archived' });
    expect(archived.json()).toMatchObject({ name: 'Westlands', status: 'archived' });
    const restored = await call('PATCH', `places/${place.id}/`, { status: 'active' });
    expect(restored.json()).toEqual({ ...place, name_sw: 'Westi', radius_m: 1800 });
  });

  it('keeps names unique regardless of case', async () => {
    await call('POST', 'places/', { ...westlands, name: 'Kasarani' });
    const duplicate = await call('POST', 'places/', { ...westlands, name: 'KASARANI ' });
    expect(duplicate.statusCode).toBe(400);
    expect(fieldMessages(duplicate)).toEqual({ name: [messages.places.nameTaken] });

    const other = (await call('POST', 'places/', { ...westlands, name: 'Roysambu' })).json();
    const renamed = await call('PATCH', `places/${other.id}/`, { name: 'kasarani' });
    expect(renamed.statusCode).toBe(400);
    expect(fieldMessages(renamed)).toEqual({ name: [messages.places.nameTaken] });
    // Its own name in another case is no clash.
    const recased = await call('PATCH', `places/${other.id}/`, { name: 'ROYSAMBU' });
    expect(recased.json().name).toBe('ROYSAMBU');
  });

  it('refuses bad input with the contract’s messages', async () => {
    const bad = await call('POST', 'places/', {
      name: '   ',
      kind: 'village',
      latitude: 95,
      longitude: 'east',
      radius_m: 50,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad)).toEqual({
      name: [messages.places.nameRequired],
      kind: [messages.places.kindRequired],
      latitude: [messages.places.coordinates],
      longitude: [messages.places.coordinates],
      radius_m: [messages.places.radius],
    });
    const long = await call('POST', 'places/', { ...westlands, name: 'N'.repeat(81) });
    expect(fieldMessages(long)).toEqual({ name: [messages.places.nameTooLong({ max: 80 })] });

    const place = (await call('POST', 'places/', { ...westlands, name: 'Kitengela' })).json();
    const patch = await call('PATCH', `places/${place.id}/`, { radius_m: 25_000, status: 'gone' });
    expect(patch.statusCode).toBe(400);
    expect(Object.keys(fieldMessages(patch)).sort()).toEqual(['radius_m', 'status']);
    expect((await call('GET', 'places/?status=gone')).statusCode).toBe(400);
    expect((await call('GET', 'places/?p_size=1000')).statusCode).toBe(400);
    expect((await call('GET', 'places/abc/')).statusCode).toBe(400);
  });

  it('answers 404 for unknown places', async () => {
    expect((await call('GET', 'places/99999/')).statusCode).toBe(404);
    expect((await call('PATCH', 'places/99999/', { name: 'Nowhere' })).statusCode).toBe(404);
  });

  it('lets only a system admin change places', async () => {
    const place = (await call('POST', 'places/', { ...westlands, name: 'Juja' })).json();
    for (const role of ['SACCO', 'STATION_ADMIN', 'OWNER', 'DRIVER', 'CUSTOMER'] as const) {
      const other = (await signedIn(ctx.app, ctx.db, { role })).headers;
      expect(
        (await call('POST', 'places/', { ...westlands, name: 'Ruiru' }, other)).statusCode,
      ).toBe(403);
      expect(
        (await call('PATCH', `places/${place.id}/`, { radius_m: 900 }, other)).statusCode,
      ).toBe(403);
    }
    expect((await call('POST', 'places/', { ...westlands, name: 'Ruiru' }, {})).statusCode).toBe(
      401,
    );
    expect((await call('PATCH', `places/${place.id}/`, { radius_m: 900 }, {})).statusCode).toBe(
      401,
    );
    expect((await call('GET', `places/${place.id}/`)).json().radius_m).toBe(1500);
  });

  it('pages, searches both names and filters by status; archived places are the admin’s', async () => {
    for (let index = 0; index < 22; index++)
      await call('POST', 'places/', {
        ...westlands,
        name: `Estate ${String(index).padStart(2, '0')}`,
        name_sw: index === 5 ? 'Mtaa wa Tano' : null,
      });
    const first = await call('GET', 'places/?search=estate', undefined, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 22, next: 2, previous: null });
    expect(first.json().results).toHaveLength(20);
    const second = (await call('GET', 'places/?search=ESTATE&p=2&p_size=20', undefined, {})).json();
    expect(second).toMatchObject({ count: 22, next: null, previous: 1 });
    expect(second.results.map((place: { name: string }) => place.name)).toEqual([
      'Estate 20',
      'Estate 21',
    ]);
    const swahili = (await call('GET', 'places/?search=mtaa', undefined, {})).json();
    expect(swahili.results.map((place: { name: string }) => place.name)).toEqual(['Estate 05']);
    // LIKE's wildcards are taken literally.
    expect((await call('GET', 'places/?search=%25', undefined, {})).json().count).toBe(0);

    const hidden = (await call('POST', 'places/', { ...westlands, name: 'Estate Hidden' })).json();
    await call('PATCH', `places/${hidden.id}/`, { status: 'archived' });
    const archived = (await call('GET', 'places/?status=archived&search=estate')).json();
    expect(archived.results.map((place: { name: string }) => place.name)).toEqual([
      'Estate Hidden',
    ]);
    expect((await call('GET', 'places/?search=estate')).json().count).toBe(23);
    expect((await call('GET', 'places/?search=estate&status=active')).json().count).toBe(22);

    // Everyone else sees active places only.
    const customer = (await signedIn(ctx.app, ctx.db, { role: 'CUSTOMER' })).headers;
    for (const headers of [{}, customer]) {
      expect((await call('GET', 'places/?search=estate', undefined, headers)).json().count).toBe(
        22,
      );
      const asked = await call('GET', 'places/?status=archived', undefined, headers);
      expect(asked.json()).toMatchObject({ count: 0, results: [] });
      expect((await call('GET', `places/${hidden.id}/`, undefined, headers)).statusCode).toBe(404);
    }
  });
});

describe(`place changes reach the journey planner (${testEngine})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('calls networkChanged after every change, and not after a refused one', async () => {
    const networkChanged = vi.fn(async () => undefined);
    const places = createPlacesService(ctx.db, networkChanged);
    const row = (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).user;
    const admin = accountOf(row) as Account;
    const input = {
      name: 'Ruaka',
      name_sw: null,
      kind: 'town' as const,
      latitude: -1.2075,
      longitude: 36.784,
      radius_m: 1200,
    };

    const place = await places.create(admin, input);
    expect(networkChanged).toHaveBeenCalledTimes(1);
    await places.update(admin, place.id, { radius_m: 1300 });
    await places.update(admin, place.id, { status: 'archived' });
    await places.update(admin, place.id, { status: 'active' });
    expect(networkChanged).toHaveBeenCalledTimes(4);

    await expect(places.create(admin, { ...input, name: 'RUAKA' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(places.update(null, place.id, { radius_m: 900 })).rejects.toMatchObject({
      status: 403,
    });
    expect(networkChanged).toHaveBeenCalledTimes(4);
  });
});
