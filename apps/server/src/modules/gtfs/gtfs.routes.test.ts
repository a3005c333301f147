import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gtfsImportReplySchema, messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories';
import {
  breakStopTimes,
  copyFeed,
  countNetworkRows,
  removeFeedCopies,
  zipFeed,
} from '../../test/gtfs-fixtures';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';

const url = '/api/v1.0/gtfs/import/';

/** A multipart/form-data body with one file, as a browser's upload sends it. */
function upload(bytes: Uint8Array, { field = 'feed', filename = 'feed.zip' } = {}) {
  const boundary = `----foleni${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    'Content-Type: application/zip\r\n\r\n';
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`POST gtfs/import/ (${testEngine})`, () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let adminId: number;
  let nairobiZip: Uint8Array;
  let brokenZip: Uint8Array;
  let problem: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const signedInAdmin = await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' });
    admin = signedInAdmin.headers;
    adminId = signedInAdmin.user.id;
    nairobiZip = zipFeed(ctx.config.gtfsSeedDir);
    const broken = copyFeed(ctx.config.gtfsSeedDir);
    problem = breakStopTimes(broken, 2500, 'unknown stop');
    brokenZip = zipFeed(broken);
  });
  afterAll(async () => {
    await ctx.close();
    removeFeedCopies();
  });

  const send = (body: ReturnType<typeof upload>, auth: Record<string, string> = admin) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });

  it('refuses a broken feed with 400 naming file and line, and writes nothing', async () => {
    const response = await send(upload(brokenZip));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'gtfs.feedInvalid',
      message: `${problem} ${messages.gtfs.nothingImported}`,
      params: { problem },
    });
    expect(await countNetworkRows(ctx.db)).toEqual({
      regions: 0,
      stations: 0,
      saccos: 0,
      routes: 0,
      route_stops: 0,
    });
  });

  it('imports a good feed and answers with the summary', async () => {
    const response = await send(upload(nairobiZip));
    expect(response.statusCode).toBe(200);
    const reply = gtfsImportReplySchema.parse(response.json());
    expect([reply.code, reply.message]).toEqual(['gtfs.imported', messages.gtfs.imported]);
    expect(reply.summary.routes).toEqual({ total: 136, created: 136, updated: 0 });
    expect(reply.summary.route_stops).toEqual({ total: 7533, created: 7533, updated: 0 });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'gtfs.import')
      .execute();
    expect(audit).toEqual([{ action: 'gtfs.import', actor_id: adminId }]);

    // Once the network is there, a broken feed still changes nothing.
    const before = await countNetworkRows(ctx.db);
    expect((await send(upload(brokenZip))).statusCode).toBe(400);
    expect(await countNetworkRows(ctx.db)).toEqual(before);
  });

  it('refuses a file that is not a zip with 415, whatever its name', async () => {
    const stops = readFileSync(path.join(ctx.config.gtfsSeedDir, 'stops.txt'));
    const response = await send(upload(stops, { filename: 'nairobi.zip' }));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'gtfs.notZip', message: messages.gtfs.notZip });
  });

  it('asks for the file when the request has none in the feed field', async () => {
    const wrongField = await send(upload(nairobiZip, { field: 'attachment' }));
    expect(wrongField.statusCode).toBe(400);
    const required = { code: 'gtfs.fileRequired', message: messages.gtfs.fileRequired };
    expect(wrongField.json()).toEqual({ ...required, fields: { feed: [required] } });
    const json = await ctx.app.inject({ method: 'POST', url, headers: admin, payload: {} });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a file over 50 MB with 413', async () => {
    const huge = new Uint8Array(50 * 1024 * 1024 + 1);
    huge.set(nairobiZip.subarray(0, 4));
    const response = await send(upload(huge));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'gtfs.tooLarge', message: messages.gtfs.tooLarge });
  });

  it('is for system admins only', async () => {
    const sacco = await signedIn(ctx.app, ctx.db, { role: 'SACCO' });
    expect((await send(upload(nairobiZip), sacco.headers)).statusCode).toBe(403);
    expect((await send(upload(nairobiZip), {})).statusCode).toBe(401);
  });
});
