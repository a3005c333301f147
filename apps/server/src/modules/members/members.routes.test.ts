import { messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSacco, login, signedIn } from '../../test/factories';
import { linkIn, startSmtpServer } from '../../test/smtp';
import {
  createTestApp,
  fieldMessages,
  injectApi,
  type TestContext,
  testEngine,
} from '../../test/test-app';
import { updateUser } from '../users/users.repo';

type Headers = Record<string, string>;

describe(`Sacco members and owner invitations (${testEngine})`, () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: Headers;
  let saccoId: number;
  let otherSaccoId: number;
  let sacco: Headers;
  let otherSacco: Headers;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    injectApi(ctx.app, method, url, payload, headers);
  async function memberOf(saccoOf: number, role: 'SACCO' | 'OWNER' | 'DRIVER' | 'STATION_ADMIN') {
    const signed = await signedIn(ctx.app, ctx.db, { role });
    await joinSacco(ctx.db, signed.user.id, saccoOf);
    return signed;
  }
  const ids = (response: { json(): { results: { id: number }[] } }) =>
    response.json().results.map((member) => member.id);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://foleni.test' });
    admin = (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).headers;
    saccoId = (await call('POST', 'saccos/', admin, { name: 'Kaskazini Line Sacco' })).json().id;
    otherSaccoId = (await call('POST', 'saccos/', admin, { name: 'Kusini Shuttle Sacco' })).json()
      .id;
    sacco = (await memberOf(saccoId, 'SACCO')).headers;
    otherSacco = (await memberOf(otherSaccoId, 'SACCO')).headers;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('invites an owner by e-mail and phone; the link activates the account with a new password', async () => {
    const invited = await call('POST', 'add-owner/', sacco, {
      email: 'Amina.Owner@example.ke',
      phone_number: '0712 999 000',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      code: 'members.invited',
      message: messages.members.invited,
      member: { email: 'amina.owner@example.ke', role: 'OWNER', status: 'pending', sacco: saccoId },
    });
    const again = await call('POST', 'add-owner/', sacco, {
      email: 'amina.owner@example.ke',
      phone_number: '0712999000',
    });
    expect(fieldMessages(again)).toEqual({ email: [messages.account.emailTaken] });

    const mail = await smtp.waitFor('amina.owner@example.ke');
    expect(mail.decoded).toContain('Kaskazini Line Sacco');
    const token = linkIn(mail, 'https://foleni.test/accept-invite/').split('/').pop();
    const mismatch = await call(
      'POST',
      `accept-invite/${token}/`,
      {},
      {
        password: 'matatu-456',
        confirmPassword: 'matatu-457',
      },
    );
    expect(fieldMessages(mismatch)).toEqual({
      confirmPassword: [messages.signup.passwordMismatch],
    });
    const accepted = await call(
      'POST',
      `accept-invite/${token}/`,
      {},
      {
        password: 'matatu-456',
        confirmPassword: 'matatu-456',
        firstname: 'Amina',
      },
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(messages.fleet.inviteAccepted);
    const signedInOwner = await login(ctx.app, 'amina.owner@example.ke', 'matatu-456');
    expect(signedInOwner.user).toMatchObject({ status: 'active', firstname: 'Amina' });

    const reused = await call(
      'POST',
      `accept-invite/${token}/`,
      {},
      {
        password: 'matatu-789',
        confirmPassword: 'matatu-789',
      },
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(messages.fleet.inviteInvalid);

    const owners = await call('GET', 'get-owners-in-sacco/', sacco);
    expect(owners.json().results.map((m: { email: string }) => m.email)).toContain(
      'amina.owner@example.ke',
    );
    expect((await call('GET', 'get-owners-in-sacco/', otherSacco)).json().results).toEqual([]);
    expect(
      (await call('GET', `get-owners-in-sacco/?sacco=${saccoId}`, admin)).json().results,
    ).toHaveLength(1);
  });

  it('asks a system admin which Sacco the owner joins', async () => {
    const payload = { email: 'admin-invite@example.ke', phone_number: '0712000000' };
    expect(fieldMessages(await call('POST', 'add-owner/', admin, payload))).toEqual({
      sacco: [messages.fleet.noSacco],
    });
    const invited = await call('POST', 'add-owner/', admin, { ...payload, sacco: otherSaccoId });
    expect(invited.json().member.sacco).toBe(otherSaccoId);
  });

  it('lists, shows and removes members within the Sacco only', async () => {
    const driver = await memberOf(saccoId, 'DRIVER');
    await updateUser(ctx.db, driver.user.id, { driver_licence_number: 'DL-7788' });
    const owner = await memberOf(saccoId, 'OWNER');
    const stationAdmin = await memberOf(saccoId, 'STATION_ADMIN');
    const outsider = await memberOf(otherSaccoId, 'DRIVER');

    // The owner files a vehicle that the driver drives.
    const vehicle = (
      await call('POST', 'vehicles/', owner.headers, {
        plate: 'KDG 500G',
        make: 'Toyota',
        model: 'Hiace',
        year: 2018,
        seats: 14,
      })
    ).json().id;
    await call('PUT', `vehicles/${vehicle}/owners/`, owner.headers, {
      owners: [{ user_id: owner.user.id }],
    });
    await call('PUT', `vehicles/${vehicle}/sacco/`, owner.headers, { sacco: saccoId });
    await call('PUT', `vehicles/${vehicle}/managers/`, owner.headers, {
      managers: [{ user_id: driver.user.id }],
    });

    const list = await call('GET', 'members/?p_size=100', sacco);
    expect(ids(list)).toEqual(
      expect.arrayContaining([driver.user.id, owner.user.id, stationAdmin.user.id]),
    );
    expect(ids(list)).not.toContain(outsider.user.id);
    expect(ids(await call('GET', 'members/?role=DRIVER', sacco))).toEqual([driver.user.id]);
    expect(ids(await call('GET', `members/?search=${driver.user.email}`, sacco))).toEqual([
      driver.user.id,
    ]);
    expect(ids(await call('GET', 'members/?p_size=100', driver.headers))).toContain(owner.user.id);
    expect(ids(await call('GET', `members/?sacco=${otherSaccoId}`, admin))).toContain(
      outsider.user.id,
    );
    expect(ids(await call('GET', 'members/?p_size=100', stationAdmin.headers))).toEqual(
      expect.arrayContaining([outsider.user.id, driver.user.id]),
    );

    const shown = await call('GET', `members/${driver.user.id}/`, sacco);
    expect(shown.json()).toMatchObject({
      driver_licence_number: 'DL-7788',
      vehicles: [{ id: vehicle, plate: 'KDG 500G', relation: 'driver' }],
    });
    expect((await call('GET', `members/${outsider.user.id}/`, sacco)).statusCode).toBe(404);
    expect((await call('POST', `members/${outsider.user.id}/remove/`, sacco)).statusCode).toBe(404);

    const removed = await call('POST', `members/${driver.user.id}/remove/`, sacco);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: messages.fleet.memberRemoved,
      member: { id: driver.user.id, sacco: null, vehicles: [] },
    });
    expect(ids(await call('GET', 'members/?p_size=100', sacco))).not.toContain(driver.user.id);
    expect((await call('GET', 'vehicles/', driver.headers)).json().results).toEqual([]);
    expect((await call('GET', 'user/', driver.headers)).statusCode).toBe(200);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'data'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(driver.user.id))
      .execute();
    expect(audit.map((entry) => entry.action)).toContain('member.remove');
  });

  it('says in can who may remove a member, and the server agrees', async () => {
    const ours = await memberOf(saccoId, 'DRIVER');
    const theirs = await memberOf(otherSaccoId, 'OWNER');
    const stationAdmin = await signedIn(ctx.app, ctx.db, { role: 'STATION_ADMIN' });
    const colleague = await memberOf(saccoId, 'DRIVER');
    const canOf = async (headers: Headers, id: number) => {
      const detail = (await call('GET', `members/${id}/`, headers)).json();
      const listed = (await call('GET', 'members/?p_size=100', headers))
        .json()
        .results.find((member: { id: number }) => member.id === id);
      expect(listed.can).toEqual(detail.can);
      return detail.can;
    };
    expect(await canOf(sacco, ours.user.id)).toEqual({ remove: true });
    expect(await canOf(admin, theirs.user.id)).toEqual({ remove: true });
    expect(await canOf(stationAdmin.headers, ours.user.id)).toEqual({ remove: false });
    expect(await canOf(colleague.headers, ours.user.id)).toEqual({ remove: false });
    expect(await canOf(otherSacco, theirs.user.id)).toEqual({ remove: true });

    const remove = (headers: Headers, id: number) => call('POST', `members/${id}/remove/`, headers);
    expect((await remove(stationAdmin.headers, ours.user.id)).statusCode).toBe(403);
    expect((await remove(colleague.headers, ours.user.id)).statusCode).toBe(403);
    const removed = await remove(sacco, ours.user.id);
    expect(removed.statusCode).toBe(200);
    // Out of its Sacco, nobody removes them again.
    expect(removed.json().member.can).toEqual({ remove: false });
  });

  it("lets an owner pick the Sacco's drivers for a vehicle, and see nothing else of them", async () => {
    const driver = await memberOf(saccoId, 'DRIVER');
    await updateUser(ctx.db, driver.user.id, { driver_licence_number: 'DL-4455' });
    const owner = await memberOf(saccoId, 'OWNER');
    const outsider = await memberOf(otherSaccoId, 'DRIVER');
    const customer = await signedIn(ctx.app, ctx.db, { role: 'CUSTOMER' });

    // The members list stays closed to owners; the wizard's choice is open to them.
    expect((await call('GET', 'members/?role=DRIVER', owner.headers)).statusCode).toBe(403);
    expect((await call('GET', `members/${driver.user.id}/`, owner.headers)).statusCode).toBe(403);
    const choices = await call('GET', 'members/drivers/', owner.headers);
    expect(choices.statusCode).toBe(200);
    const results = choices.json().results as Record<string, unknown>[];
    expect(results).toContainEqual({
      id: driver.user.id,
      name: 'Wanjiru Kamau',
      email: driver.user.email,
    });
    // Only names and e-mails: no phone, licence, role, status or vehicles.
    for (const choice of results)
      expect(Object.keys(choice).sort()).toEqual(['email', 'id', 'name']);
    expect(results.map((choice) => choice.id)).not.toContain(outsider.user.id);
    expect(results.map((choice) => choice.id)).not.toContain(owner.user.id);
    // An owner cannot look into another Sacco by naming it.
    expect(
      (await call('GET', `members/drivers/?sacco=${otherSaccoId}`, owner.headers))
        .json()
        .results.map((choice: { id: number }) => choice.id),
    ).not.toContain(outsider.user.id);
    // A system admin names the vehicle's Sacco.
    const named = (await call('GET', `members/drivers/?sacco=${otherSaccoId}`, admin))
      .json()
      .results.map((choice: { id: number }) => choice.id);
    expect(named).toContain(outsider.user.id);
    expect(named).not.toContain(driver.user.id);
    expect((await call('GET', 'members/drivers/', customer.headers)).statusCode).toBe(403);
    expect((await call('GET', 'members/drivers/', driver.headers)).statusCode).toBe(403);
    expect((await call('GET', 'members/drivers/', {})).statusCode).toBe(401);
  });
});
