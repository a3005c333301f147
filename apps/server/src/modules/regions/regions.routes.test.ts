import { MAX_PAGE_SIZE, messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories';
import { createTestApp, fieldMessages, type TestContext, testEngine } from '../../test/test-app';

describe(`regions (${testEngine})`, () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).headers;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) =>
    ctx.app.inject({ method, url: `/api/v1.0/${url}`, headers, ...(payload ? { payload } : {}) });

  it('creates, reads, renames, archives and restores a region', async () => {
    const created = await call('POST', 'regions/', {
      name: '  Kiambu ',
      description: 'Thika Road and beyond',
    });
    expect(created.statusCode).toBe(201);
    const region = created.json();
    expect(region).toMatchObject({
      name: 'Kiambu',
      description: 'Thika Road and beyond',
      status: 'active',
      station_count: 0,
    });

    expect((await call('GET', `regions/${region.id}/`, undefined, {})).json().name).toBe('Kiambu');
    const renamed = await call('PUT', `regions/${region.id}/`, {
      name: 'Kiambu County',
      description: null,
    });
    expect(renamed.json()).toMatchObject({ name: 'Kiambu County', description: null });
    expect((await call('POST', `regions/${region.id}/archive/`)).json().status).toBe('archived');
    expect((await call('POST', `regions/${region.id}/restore/`)).json().status).toBe('active');
  });

  it('keeps names unique regardless of case', async () => {
    await call('POST', 'regions/', { name: 'Machakos' });
    const duplicate = await call('POST', 'regions/', { name: 'MACHAKOS' });
    expect(duplicate.statusCode).toBe(400);
    expect(fieldMessages(duplicate)).toEqual({ name: [messages.network.regionNameTaken] });
    const other = (await call('POST', 'regions/', { name: 'Kajiado' })).json();
    expect((await call('PUT', `regions/${other.id}/`, { name: 'machakos' })).statusCode).toBe(400);
  });

  it('paginates with p and p_size (default 20) and searches, publicly', async () => {
    for (let index = 0; index < 22; index++)
      await call('POST', 'regions/', { name: `Zone ${String(index).padStart(2, '0')}` });
    const first = await call('GET', 'regions/?search=zone', undefined, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 22, next: 2, previous: null });
    expect(first.json().results).toHaveLength(20);
    const second = (await call('GET', 'regions/?search=zone&p=2&p_size=20', undefined, {})).json();
    expect(second).toMatchObject({ count: 22, next: null, previous: 1 });
    expect(second.results.map((region: { name: string }) => region.name)).toEqual([
      'Zone 20',
      'Zone 21',
    ]);
    // A page out of range says what the range is.
    const tooLarge = await call('GET', 'regions/?p_size=1000', undefined, {});
    expect(tooLarge.statusCode).toBe(400);
    expect(fieldMessages(tooLarge)).toEqual({
      p_size: [messages.api.pageSize({ max: MAX_PAGE_SIZE })],
    });
    expect(fieldMessages(await call('GET', 'regions/?p=0', undefined, {}))).toEqual({
      p: [messages.api.pageNumber],
    });
    expect(fieldMessages(await call('GET', 'regions/?p_size=two', undefined, {}))).toEqual({
      p_size: [messages.api.pageSize({ max: MAX_PAGE_SIZE })],
    });
  });

  it('validates input and answers 404 for unknown regions', async () => {
    const empty = await call('POST', 'regions/', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty)).toEqual({ name: [messages.network.regionNameRequired] });
    expect((await call('GET', 'regions/99999/')).statusCode).toBe(404);
    expect((await call('PUT', 'regions/99999/', { name: 'Nowhere' })).statusCode).toBe(404);
    expect((await call('POST', 'regions/99999/archive/')).statusCode).toBe(404);
  });

  it('says on each region what a signed-in caller may do with it, nothing to the public', async () => {
    const created = (await call('POST', 'regions/', { name: 'Kiambu' })).json();
    expect(created.can).toEqual({ edit: true, archive: true });
    const canFor = async (headers: Record<string, string>) => {
      const listed = (await call('GET', 'regions/?search=Kiambu', undefined, headers)).json();
      const one = (await call('GET', `regions/${created.id}/`, undefined, headers)).json();
      expect(one.can).toEqual(listed.results[0].can);
      return one.can;
    };
    expect(await canFor(admin)).toEqual({ edit: true, archive: true });
    for (const role of ['STATION_ADMIN', 'SACCO', 'OWNER', 'DRIVER', 'CUSTOMER'] as const) {
      const caller = await signedIn(ctx.app, ctx.db, { role });
      expect(await canFor(caller.headers), role).toEqual({ edit: false, archive: false });
    }
    expect(await canFor({})).toBeUndefined();
  });

  it('lets only a system admin change regions', async () => {
    const sacco = (await signedIn(ctx.app, ctx.db, { role: 'SACCO' })).headers;
    expect((await call('POST', 'regions/', { name: 'Nyeri' }, sacco)).statusCode).toBe(403);
    expect((await call('POST', 'regions/', { name: 'Nyeri' }, {})).statusCode).toBe(401);
  });
});
