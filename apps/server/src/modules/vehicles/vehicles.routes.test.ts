import { messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVehicle, joinSacco, signedIn } from '../../test/factories';
import { startSmtpServer } from '../../test/smtp';
import {
  createTestApp,
  fieldMessages,
  injectApi,
  type TestContext,
  testEngine,
} from '../../test/test-app';
import { updateUser } from '../users/users.repo';

type Headers = Record<string, string>;
type Signed = Awaited<ReturnType<typeof signedIn>>;

describe(`vehicles and the vehicle wizard (${testEngine})`, () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: Headers;
  let saccoId: number;
  let otherSaccoId: number;
  let sacco: Signed;
  let otherSacco: Signed;
  let owner: Signed;
  let otherOwner: Signed;
  let driver: Signed;
  let stationAdmin: Signed;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    injectApi(ctx.app, method, url, payload, headers);
  const details = (plate: string) => ({
    plate,
    make: 'Isuzu',
    model: 'NQR',
    year: 2019,
    seats: 33,
    colour: 'White',
  });
  /** A vehicle taken through steps 1–4 by `by`, owned by `ownerId`, in `sacco`. */
  async function completed(plate: string, by: Headers, ownerId: number, saccoOf = saccoId) {
    const id = (await call('POST', 'vehicles/', by, details(plate))).json().id as number;
    await call('PUT', `vehicles/${id}/owners/`, by, { owners: [{ user_id: ownerId }] });
    await call('PUT', `vehicles/${id}/sacco/`, by, { sacco: saccoOf });
    await call('PUT', `vehicles/${id}/managers/`, by, {
      managers: [{ user_id: driver.user.id, relation: 'driver' }],
    });
    return id;
  }
  const plates = (response: { json(): { results: { plate: string }[] } }) =>
    response
      .json()
      .results.map((vehicle) => vehicle.plate)
      .sort();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://foleni.test' });
    admin = (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).headers;
    saccoId = (await call('POST', 'saccos/', admin, { name: 'Kaskazini Line Sacco' })).json().id;
    otherSaccoId = (await call('POST', 'saccos/', admin, { name: 'Kusini Shuttle Sacco' })).json()
      .id;
    sacco = await signedIn(ctx.app, ctx.db, { role: 'SACCO' });
    await joinSacco(ctx.db, sacco.user.id, saccoId);
    otherSacco = await signedIn(ctx.app, ctx.db, { role: 'SACCO' });
    await joinSacco(ctx.db, otherSacco.user.id, otherSaccoId);
    owner = await signedIn(ctx.app, ctx.db, { role: 'OWNER' });
    otherOwner = await signedIn(ctx.app, ctx.db, { role: 'OWNER' });
    driver = await signedIn(ctx.app, ctx.db, { role: 'DRIVER' });
    await updateUser(ctx.db, driver.user.id, { driver_licence_number: 'DL-0042' });
    stationAdmin = await signedIn(ctx.app, ctx.db, { role: 'STATION_ADMIN' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('runs the whole wizard, resumable after every step, with rejection and resubmission', async () => {
    // Step 1: a draft, stored with the plate normalized.
    const created = await call('POST', 'vehicles/', owner.headers, details(' kdb-456c '));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ plate: 'KDB 456C', status: 'draft', wizard_step: 2 });
    const resume = async () => (await call('GET', `vehicles/${id}/`, owner.headers)).json();
    expect(await resume()).toMatchObject({ make: 'Isuzu', seats: 33, owners: [], wizard_step: 2 });

    // Steps cannot be skipped.
    const early = await call('PUT', `vehicles/${id}/sacco/`, owner.headers, { sacco: saccoId });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.fleet.stepsFirst);
    expect((await call('POST', `vehicles/${id}/submit/`, owner.headers)).json().message).toBe(
      messages.fleet.incomplete,
    );

    // Step 2: the owner themselves and a co-owner invited by e-mail and phone.
    const owners = await call('PUT', `vehicles/${id}/owners/`, owner.headers, {
      owners: [
        { user_id: owner.user.id },
        { email: 'Co.Owner@example.ke', phone_number: '0722 000 111', firstname: 'Otieno' },
      ],
    });
    expect(owners.statusCode).toBe(200);
    expect((await resume()).wizard_step).toBe(3);
    expect(
      (await resume()).owners.map((person: { email: string; status: string }) => [
        person.email,
        person.status,
      ]),
    ).toEqual([
      [owner.user.email, 'active'],
      ['co.owner@example.ke', 'pending'],
    ]);
    expect((await smtp.waitFor('co.owner@example.ke')).decoded).toContain(
      'https://foleni.test/accept-invite/',
    );

    // Step 3 and step 4 (a driver with a licence and an invited conductor).
    expect(
      (await call('PUT', `vehicles/${id}/sacco/`, owner.headers, { sacco: saccoId })).statusCode,
    ).toBe(200);
    expect(await resume()).toMatchObject({
      sacco: saccoId,
      sacco_name: 'Kaskazini Line Sacco',
      wizard_step: 4,
    });
    const managers = await call('PUT', `vehicles/${id}/managers/`, owner.headers, {
      managers: [
        { user_id: driver.user.id, relation: 'driver' },
        { email: 'conductor@example.ke', phone_number: '0733000222', relation: 'conductor' },
      ],
    });
    expect(managers.statusCode).toBe(200);
    const afterManagers = await resume();
    expect(afterManagers.wizard_step).toBe(5);
    expect(afterManagers.managers).toMatchObject([
      { id: driver.user.id, relation: 'driver', driver_licence_number: 'DL-0042' },
      { email: 'conductor@example.ke', relation: 'conductor', status: 'pending', role: 'DRIVER' },
    ]);

    // Step 5: submitted, rejected with a reason, corrected, resubmitted, approved.
    const submitted = await call('POST', `vehicles/${id}/submit/`, owner.headers);
    expect(submitted.json().status).toBe('pending_approval');
    const locked = await call('PUT', `vehicles/${id}/details/`, owner.headers, details('KDB 456C'));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(messages.fleet.notEditable);
    expect(fieldMessages(await call('POST', `vehicles/${id}/reject/`, sacco.headers, {}))).toEqual({
      reason: [messages.fleet.reasonRequired],
    });
    const rejected = await call('POST', `vehicles/${id}/reject/`, sacco.headers, {
      reason: 'The logbook shows 29 seats.',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      status_reason: 'The logbook shows 29 seats.',
    });
    const corrected = await call('PUT', `vehicles/${id}/details/`, owner.headers, {
      ...details('KDB 456C'),
      seats: 29,
    });
    expect(corrected.json()).toMatchObject({ seats: 29, status: 'rejected', wizard_step: 5 });
    expect((await call('POST', `vehicles/${id}/submit/`, owner.headers)).json()).toMatchObject({
      status: 'pending_approval',
      status_reason: null,
    });
    const approved = await call('POST', `vehicles/${id}/approve/`, sacco.headers);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('active');
    expect((await call('POST', `vehicles/${id}/approve/`, sacco.headers)).json().message).toBe(
      messages.fleet.wrongState,
    );

    // Suspension and reinstatement; drivers still change on an active vehicle.
    expect(
      (
        await call('POST', `vehicles/${id}/suspend/`, sacco.headers, { reason: 'No insurance' })
      ).json().status,
    ).toBe('suspended');
    expect((await call('POST', `vehicles/${id}/reinstate/`, admin)).json().status).toBe('active');
    expect(
      (await call('PUT', `vehicles/${id}/managers/`, owner.headers, { managers: [] })).json()
        .managers,
    ).toEqual([]);
    expect(
      (await call('PUT', `vehicles/${id}/sacco/`, owner.headers, { sacco: saccoId })).statusCode,
    ).toBe(409);

    const history = (await resume()).history.map(
      (entry: { from: string | null; to: string; reason: string | null }) => [
        entry.from,
        entry.to,
        entry.reason,
      ],
    );
    expect(history).toEqual([
      [null, 'draft', null],
      ['draft', 'pending_approval', null],
      ['pending_approval', 'rejected', 'The logbook shows 29 seats.'],
      ['rejected', 'pending_approval', null],
      ['pending_approval', 'active', null],
      ['active', 'suspended', 'No insurance'],
      ['suspended', 'active', null],
    ]);
  });

  it('refuses bad plates and duplicates in any spacing or case', async () => {
    const bad = await call('POST', 'vehicles/', owner.headers, details('ABC 123'));
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad)).toEqual({ plate: [messages.fleet.plateFormat] });
    expect((await call('POST', 'vehicles/', owner.headers, details('KCA 123B'))).statusCode).toBe(
      201,
    );
    for (const again of ['kca123b', ' K C A 1 2 3 B ', 'KCA-123b']) {
      const duplicate = await call('POST', 'vehicles/', otherOwner.headers, details(again));
      expect(duplicate.statusCode, again).toBe(400);
      expect(fieldMessages(duplicate)).toEqual({ plate: [messages.fleet.plateTaken] });
    }
    const second = (await call('POST', 'vehicles/', owner.headers, details('KBZ 123'))).json();
    const renamed = await call(
      'PUT',
      `vehicles/${second.id}/details/`,
      owner.headers,
      details('kca 123 b'),
    );
    expect(fieldMessages(renamed)).toEqual({ plate: [messages.fleet.plateTaken] });
  });

  it('lets only the Sacco or a system admin decide, never an owner', async () => {
    const id = await completed('KDC 100A', owner.headers, owner.user.id);
    await call('POST', `vehicles/${id}/submit/`, owner.headers);
    const byOwner = await call('POST', `vehicles/${id}/approve/`, owner.headers);
    expect(byOwner.statusCode).toBe(403);
    const byOtherSacco = await call('POST', `vehicles/${id}/approve/`, otherSacco.headers);
    expect(byOtherSacco.statusCode).toBe(404);
    expect((await call('POST', `vehicles/${id}/approve/`, admin)).json().status).toBe('active');
  });

  it('checks the people of each step', async () => {
    const id = (await call('POST', 'vehicles/', owner.headers, details('KDD 200D'))).json().id;
    const wrong = await call('PUT', `vehicles/${id}/owners/`, owner.headers, {
      owners: [{ user_id: driver.user.id }, { user_id: 999999 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldMessages(wrong)).toEqual({
      'owners.0.user_id': [messages.fleet.ownerRole],
      'owners.1.user_id': [messages.fleet.personUnknown],
    });
    const byOthers = await call(
      'PUT',
      `vehicles/${id}/details/`,
      otherOwner.headers,
      details('KDD 200D'),
    );
    expect(byOthers.statusCode).toBe(404);
    expect((await call('GET', 'vehicles/999999/', admin)).statusCode).toBe(404);
  });

  it('takes the caller as an owner at step 2 exactly when GET user/ says vehicle.own', async () => {
    const starters = [admin, sacco.headers, owner.headers, stationAdmin.headers];
    for (const [index, headers] of starters.entries()) {
      const me = (await call('GET', 'user/', headers)).json();
      const id = (await call('POST', 'vehicles/', headers, details(`KDJ 60${index}J`))).json().id;
      const self = await call('PUT', `vehicles/${id}/owners/`, headers, {
        owners: [{ user_id: me.id }],
      });
      expect(self.statusCode, me.role).toBe(me.capabilities['vehicle.own'] ? 200 : 400);
    }
  });

  it('scopes every list: owner, Sacco, driver, admin and station admin', async () => {
    const ours = await completed('KDE 300E', owner.headers, owner.user.id);
    const theirs = await completed(
      'KDF 400F',
      otherOwner.headers,
      otherOwner.user.id,
      otherSaccoId,
    );
    const all = (headers: Headers, query = '') =>
      call('GET', `vehicles/?p_size=100${query}`, headers);

    const ownerPlates = plates(await all(owner.headers));
    expect(ownerPlates).toContain('KDE 300E');
    expect(ownerPlates).not.toContain('KDF 400F');
    expect(plates(await all(otherOwner.headers))).toEqual(['KDF 400F']);
    // Each row names its current owners, so a table needs no call per vehicle.
    const row = (await all(owner.headers))
      .json()
      .results.find((vehicle: { id: number }) => vehicle.id === ours);
    expect(row.owner_names).toEqual(['Wanjiru Kamau']);

    const saccoPlates = plates(await all(sacco.headers));
    expect(saccoPlates).toContain('KDE 300E');
    expect(saccoPlates).not.toContain('KDF 400F');
    expect(plates(await all(otherSacco.headers))).toEqual(['KDF 400F']);

    expect(plates(await all(driver.headers))).toEqual(
      expect.arrayContaining(['KDE 300E', 'KDF 400F']),
    );
    await call('PUT', `vehicles/${theirs}/managers/`, otherOwner.headers, { managers: [] });
    expect(plates(await all(driver.headers))).not.toContain('KDF 400F');
    expect((await call('GET', `vehicles/${theirs}/`, driver.headers)).statusCode).toBe(404);

    for (const staff of [admin, stationAdmin.headers]) {
      const seen = plates(await all(staff));
      expect(seen).toEqual(expect.arrayContaining(['KDE 300E', 'KDF 400F', 'KCA 123B']));
    }
    expect((await call('POST', `vehicles/${ours}/approve/`, stationAdmin.headers)).statusCode).toBe(
      403,
    );

    expect(plates(await all(admin, `&sacco=${otherSaccoId}`))).toEqual(['KDF 400F']);
    expect(plates(await all(admin, `&owner=${otherOwner.user.id}`))).toEqual(['KDF 400F']);
    expect(plates(await all(admin, '&search=kde3'))).toEqual(['KDE 300E']);
    expect(plates(await all(admin, '&search=E 30'))).toEqual(['KDE 300E']);
    await call('POST', `vehicles/${ours}/submit/`, owner.headers);
    expect(plates(await all(admin, '&status=pending_approval'))).toContain('KDE 300E');
    const customer = await signedIn(ctx.app, ctx.db, { role: 'CUSTOMER' });
    expect((await all(customer.headers)).statusCode).toBe(403);
  });

  // Last: its vehicles would show in the lists the tests above count.
  it('says in can what each caller may do with a vehicle, and the server agrees', async () => {
    const ours = await createVehicle(ctx.db, {
      sacco_id: saccoId,
      owner: owner.user.id,
      drivers: [driver.user.id],
    });
    const theirs = await createVehicle(ctx.db, {
      sacco_id: otherSaccoId,
      owner: otherOwner.user.id,
      status: 'suspended',
    });
    const canOf = async (headers: Headers, id: number) => {
      const detail = await call('GET', `vehicles/${id}/`, headers);
      const listed = (await call('GET', 'vehicles/?p_size=100', headers))
        .json()
        .results.find((vehicle: { id: number }) => vehicle.id === id);
      // The list and the detail answer alike.
      expect(listed?.can).toEqual(detail.json().can);
      return detail.json().can;
    };
    const everything = { edit: true, chooseAnySacco: true, decide: true };
    const nothing = { edit: false, chooseAnySacco: false, decide: false };
    expect(await canOf(sacco.headers, ours.id)).toEqual({
      edit: true,
      chooseAnySacco: false,
      decide: true,
    });
    expect(await canOf(owner.headers, ours.id)).toEqual({
      edit: true,
      chooseAnySacco: true,
      decide: false,
    });
    expect(await canOf(driver.headers, ours.id)).toEqual(nothing);
    expect(await canOf(stationAdmin.headers, ours.id)).toEqual(nothing);
    expect(await canOf(admin, ours.id)).toEqual(everything);
    // Another Sacco's vehicle is out of a Sacco manager's sight; its own Sacco works on it.
    expect(await canOf(admin, theirs.id)).toEqual(everything);
    expect((await call('GET', `vehicles/${theirs.id}/`, sacco.headers)).statusCode).toBe(404);
    expect(await canOf(otherSacco.headers, theirs.id)).toEqual({
      edit: true,
      chooseAnySacco: false,
      decide: true,
    });

    // What can refuses, the server refuses; what it allows, the server accepts.
    const edit = (headers: Headers, id: number) =>
      call('PUT', `vehicles/${id}/managers/`, headers, { managers: [] });
    expect((await edit(stationAdmin.headers, ours.id)).statusCode).toBe(403);
    expect((await call('POST', `vehicles/${ours.id}/suspend/`, owner.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `vehicles/${theirs.id}/reinstate/`, otherSacco.headers)).statusCode,
    ).toBe(200);
    expect((await edit(owner.headers, ours.id)).statusCode).toBe(200);
    const draft = (await call('POST', 'vehicles/', sacco.headers, details('KDH 600H'))).json();
    // No Sacco yet, so none decides; its filer keeps it to their own Sacco.
    expect(draft.can).toEqual({ edit: true, chooseAnySacco: false, decide: false });
    await call('PUT', `vehicles/${draft.id}/owners/`, sacco.headers, {
      owners: [{ user_id: owner.user.id }],
    });
    const elsewhere = { sacco: otherSaccoId };
    expect(
      (await call('PUT', `vehicles/${draft.id}/sacco/`, sacco.headers, elsewhere)).statusCode,
    ).toBe(403);
  });
});
