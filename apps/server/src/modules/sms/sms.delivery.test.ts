import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config/config';
import { type Db, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrator';
import {
  createQueueEntry,
  createRoute,
  createStation,
  createUser,
  createVehicle,
  signedIn,
} from '../../test/factories';
import { createTestConfig, createTestDatabase, testEngine } from '../../test/test-app';

interface GatewayRequest {
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

/**
 * Africa's Talking's bulk SMS endpoint on loopback: it keeps every request and answers as the
 * real one does (201 and a recipient with status code 101), or with the statuses a test asks for.
 */
async function fakeAfricasTalking() {
  const requests: GatewayRequest[] = [];
  const trouble: ({ http: number } | { statusCode: number; status: string })[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ path: request.url ?? '', headers: request.headers, form });
      const next = trouble.shift();
      if (next && 'http' in next) {
        response.writeHead(next.http, { 'content-type': 'text/plain' }).end('The gateway is down');
        return;
      }
      const recipient = next ?? { statusCode: 101, status: 'Success' };
      response.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          SMSMessageData: {
            Message: 'Sent to 1/1 Total Cost: KES 0.8000',
            Recipients: [
              {
                ...recipient,
                number: form.to,
                cost: 'KES 0.8000',
                messageId: `ATXid_${requests.length}`,
              },
            ],
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/version1/messaging`,
    requests,
    /** The next answers: an HTTP status, or a recipient's status code. */
    trouble,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(`SMS through Africa's Talking and the job queue (${testEngine})`, () => {
  let gateway: Awaited<ReturnType<typeof fakeAfricasTalking>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let config: Config;
  const apps: FastifyInstance[] = [];

  /** The server as it starts: a new app (and connection) on the same database. */
  async function start(): Promise<{ app: FastifyInstance; db: Db }> {
    const handle = openDatabase(config.database);
    await migrateToLatest(handle.db);
    const app = await buildApp({ config, database: handle });
    await app.ready();
    apps.push(app);
    return { app, db: handle.db };
  }

  async function stop(app: FastifyInstance) {
    apps.splice(apps.indexOf(app), 1);
    await app.close();
  }

  beforeAll(async () => {
    gateway = await fakeAfricasTalking();
    database = await createTestDatabase();
    config = createTestConfig({
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      SMS_URL: gateway.url,
      SMS_USERNAME: 'foleni',
      SMS_API_KEY: 'at-test-key',
      SMS_SENDER_ID: 'FOLENI',
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await gateway.close();
    await database.drop();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  /** Two vehicles in a line, each with its own driver who has never signed in. */
  async function lineOfTwo(db: Db, phones: [string, string]) {
    const station = await createStation(db, { name: 'Kencom' });
    const route = await createRoute(db, { origin_station_id: station.id });
    const [first, second] = await Promise.all(
      phones.map(async (phone_number, index) => {
        const driver = await createUser(db, { role: 'DRIVER' });
        await db.updateTable('users').set({ phone_number }).where('id', '=', driver.id).execute();
        const vehicle = await createVehicle(db, { drivers: [driver.id] });
        const entry = await createQueueEntry(db, {
          station_id: station.id,
          route_id: route.id,
          vehicle_id: vehicle.id,
          position: index + 1,
        });
        return { driver, vehicle, entry };
      }),
    );
    return {
      station,
      first: first as NonNullable<typeof first>,
      second: second as NonNullable<typeof second>,
    };
  }

  const callToLoad = async (app: FastifyInstance, db: Db, entryId: number) => {
    const marshal = await signedIn(app, db, { role: 'SYSTEM_ADMIN' });
    const answer = await app.inject({
      method: 'PUT',
      url: `/api/v1.0/queue/${entryId}/`,
      headers: marshal.headers,
      payload: { action: 'call' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const sentTo = (phone: string) => gateway.requests.filter((request) => request.form.to === phone);

  it('sends "called to load" and "next in line" once each, though the server restarts between queueing and sending', async () => {
    const before = gateway.requests.length;
    const { app, db } = await start();
    const { first, second } = await lineOfTwo(db, ['0711000001', '0711000002']);
    await callToLoad(app, db, first.entry.id);
    // Queued with the change, not sent inside the request.
    expect(gateway.requests.length).toBe(before);
    await stop(app);

    const restarted = await start();
    await restarted.app.jobs.runDue();
    await restarted.app.jobs.runDue();

    const called = sentTo('+254711000001');
    expect(called).toHaveLength(1);
    expect(called[0]?.path).toBe('/version1/messaging');
    expect(called[0]?.form).toEqual({
      username: 'foleni',
      to: '+254711000001',
      message: `Foleni: ${first.vehicle.plate} is called to load at Kencom. Go to the loading bay now.`,
      from: 'FOLENI',
    });
    expect(called[0]?.headers).toMatchObject({
      apikey: 'at-test-key',
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    });
    const next = sentTo('+254711000002');
    expect(next).toHaveLength(1);
    expect(next[0]?.form.message).toBe(
      `Foleni: ${second.vehicle.plate} is next in line at Kencom. Get ready to load.`,
    );
    const stored = await restarted.db
      .selectFrom('sms_messages')
      .select(['phone', 'status', 'provider_id', 'provider_status'])
      .where('phone', 'in', ['0711000001', '0711000002'])
      .orderBy('phone')
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({ phone: '0711000001', status: 'sent', provider_status: 'Success' }),
      expect.objectContaining({ phone: '0711000002', status: 'sent', provider_status: 'Success' }),
    ]);
    expect(stored.every((row) => row.provider_id?.startsWith('ATXid_'))).toBe(true);
  });

  it('does not send again when a job is taken again after its text went out (a runner that died before finishing it)', async () => {
    const { app, db } = await start();
    const { first } = await lineOfTwo(db, ['0711000011', '0711000012']);
    await callToLoad(app, db, first.entry.id);
    await app.jobs.runDue();
    expect(sentTo('+254711000011')).toHaveLength(1);

    const past = new Date(Date.now() - 1000).toISOString();
    await db.updateTable('jobs').set({ status: 'pending', run_at: past }).execute();
    expect(await app.jobs.runDue()).toBeGreaterThan(0);
    expect(sentTo('+254711000011')).toHaveLength(1);
  });

  it('retries with backoff after the gateway answers 500, and sends once', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { app, db } = await start();
    const { first } = await lineOfTwo(db, ['0711000021', '0711000022']);
    await callToLoad(app, db, first.entry.id);
    // The crew of the second vehicle is texted too; only the first text meets the failure.
    gateway.trouble.push({ http: 500 });
    await app.jobs.runDue();
    const attempts = () => sentTo('+254711000021').length + sentTo('+254711000022').length;
    expect(attempts()).toBe(2);
    const failed = await db
      .selectFrom('sms_messages')
      .select('status')
      .where('status', '=', 'queued')
      .where('phone', 'in', ['0711000021', '0711000022'])
      .execute();
    expect(failed).toHaveLength(1);

    // Not before its backoff (5 s after the first failure)…
    await app.jobs.runDue();
    expect(attempts()).toBe(2);
    // …and once after it.
    vi.setSystemTime(Date.now() + 6_000);
    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(attempts()).toBe(3);
    const after = await db
      .selectFrom('sms_messages')
      .select('status')
      .where('phone', 'in', ['0711000021', '0711000022'])
      .execute();
    expect(after.map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('keeps a text the gateway refuses for good as failed, and does not retry it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { app, db } = await start();
    const { first } = await lineOfTwo(db, ['0711000031', '0711000032']);
    gateway.trouble.push({ statusCode: 403, status: 'InvalidPhoneNumber' });
    await callToLoad(app, db, first.entry.id);
    await app.jobs.runDue();
    vi.setSystemTime(Date.now() + 3600_000);
    await app.jobs.runDue();
    const sent = sentTo('+254711000031').length + sentTo('+254711000032').length;
    expect(sent).toBe(2);
    const rows = await db
      .selectFrom('sms_messages')
      .select(['phone', 'status', 'provider_status'])
      .where('phone', 'in', ['0711000031', '0711000032'])
      .orderBy('status')
      .execute();
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'sent']);
    expect(rows.find((row) => row.status === 'failed')?.provider_status).toBe('InvalidPhoneNumber');
  });
});
