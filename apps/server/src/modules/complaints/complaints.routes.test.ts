import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVehicle, signedIn } from '../../test/factories';
import { startSmtpServer } from '../../test/smtp';
import { createTestApp, fieldMessages, type TestContext, testEngine } from '../../test/test-app';
import { updateUser } from '../users/users.repo';

type Headers = Record<string, string>;
interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A real 1×1 PNG: signature, IHDR, IDAT (zlib) and IEND chunks with their CRCs. */
function pngBytes(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal, valid one-page PDF. */
function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a Linux executable. */
const elfBytes = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(200)]);

function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----foleni${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const fields = (overrides: Record<string, string> = {}) => ({
  complainant_name: 'Achieng Odhiambo',
  complainant_email: 'achieng@example.ke',
  complainant_phone: '0712345678',
  complainant_occupation: 'Teacher',
  national_id: '23456789',
  complaint_type: 'overcharging',
  route: '',
  vehicle_plate_number: '',
  station: 'Kencom',
  message: 'The conductor charged me KES 200 instead of KES 100.',
  ...overrides,
});

describe(`complaints (${testEngine})`, () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let uploadsDir: string;
  let admin: Headers;
  let saccoId: number;
  let otherSaccoId: number;
  let sacco: Awaited<ReturnType<typeof signedIn>>;
  let otherSacco: Awaited<ReturnType<typeof signedIn>>;
  let customer: Awaited<ReturnType<typeof signedIn>>;
  let stranger: Awaited<ReturnType<typeof signedIn>>;

  const submit = (form: Record<string, string>, files: FilePart[] = [], headers: Headers = {}) => {
    const body = multipart(form, files);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/complaints/',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1.0/${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const stored = () => readdirSync(uploadsDir).sort();
  const complaintCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('complaints')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Runs a refused upload and checks that it left no file and no row. */
  async function refused(form: Record<string, string>, files: FilePart[]) {
    const [filesBefore, rowsBefore] = [stored(), await complaintCount()];
    const response = await submit(form, files);
    expect(stored()).toEqual(filesBefore);
    expect(await complaintCount()).toBe(rowsBefore);
    return response;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://foleni.test',
      COMPLAINT_ATTACHMENT_MAX_FILES: '3',
      COMPLAINT_ATTACHMENT_MAX_MB: '1',
      COMPLAINT_ATTACHMENTS_TOTAL_MB: '2',
    });
    uploadsDir = path.join(ctx.config.dataDir, 'uploads');
    admin = (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).headers;
    saccoId = (await call('POST', 'saccos/', admin, { name: 'Super Metro Sacco' })).json().id;
    otherSaccoId = (await call('POST', 'saccos/', admin, { name: 'Embassava Sacco' })).json().id;
    sacco = await signedIn(ctx.app, ctx.db, { role: 'SACCO' });
    await updateUser(ctx.db, sacco.user.id, { sacco_id: saccoId });
    otherSacco = await signedIn(ctx.app, ctx.db, { role: 'SACCO' });
    await updateUser(ctx.db, otherSacco.user.id, { sacco_id: otherSaccoId });
    customer = await signedIn(ctx.app, ctx.db, { role: 'CUSTOMER' });
    stranger = await signedIn(ctx.app, ctx.db, { role: 'CUSTOMER' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('files a complaint with a PNG and a PDF, sniffed by their bytes, and serves them back', async () => {
    const png = pngBytes();
    const pdf = pdfBytes();
    const response = await submit(fields({ sacco: String(saccoId) }), [
      { name: 'fare receipt.png', bytes: png, type: 'application/octet-stream' },
      { name: 'ticket.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const { code, message, complaint } = response.json();
    expect([code, message]).toEqual(['complaints.submitted', messages.complaints.submitted]);
    expect(complaint).toMatchObject({
      status: 'open',
      sacco: saccoId,
      sacco_name: 'Super Metro Sacco',
      complaint_type: 'overcharging',
      user: null,
      attachment_count: 2,
      route: null,
    });
    expect(complaint.attachments).toMatchObject([
      { original_name: 'fare receipt.png', mime_type: 'image/png', size_bytes: png.length },
      { original_name: 'ticket.pdf', mime_type: 'application/pdf', size_bytes: pdf.length },
    ]);
    // Random names with the sniffed type's extension; no staged leftovers.
    expect(stored()).toHaveLength(2);
    for (const name of stored()) expect(name).toMatch(/^[0-9a-f]{32}\.(png|pdf)$/);

    // The Sacco it is about downloads the file with its stored type; others cannot.
    const [image, document] = complaint.attachments;
    const download = await ctx.app.inject({
      method: 'GET',
      url: image.url,
      headers: sacco.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('filename="fare receipt.png"');
    expect(download.rawPayload.equals(png)).toBe(true);
    const pdfDownload = await ctx.app.inject({ method: 'GET', url: document.url, headers: admin });
    expect(pdfDownload.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdfDownload.rawPayload.equals(pdf)).toBe(true);
    for (const headers of [otherSacco.headers, stranger.headers])
      expect((await ctx.app.inject({ method: 'GET', url: image.url, headers })).statusCode).toBe(
        404,
      );
    expect((await ctx.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(401);
    // An attachment id of another complaint is not found through this one.
    const other = (await submit(fields(), [{ name: 'x.png', bytes: png }])).json().complaint;
    const crossed = `/api/v1.0/complaints/${complaint.id}/attachments/${other.attachments[0].id}/`;
    expect((await ctx.app.inject({ method: 'GET', url: crossed, headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('refuses a renamed executable, an oversize file and too many files, leaving nothing', async () => {
    const wrongType = await refused(fields(), [
      { name: 'photo.png', bytes: pngBytes() },
      { name: 'photo2.png', bytes: elfBytes(), type: 'image/png' },
    ]);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe(messages.complaints.fileType);

    const oversize = await refused(fields(), [
      { name: 'big.png', bytes: Buffer.concat([pngBytes(), Buffer.alloc(1024 * 1024 + 10)]) },
    ]);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().message).toBe(messages.complaints.fileTooLarge({ mb: 1 }));

    const halfMb = Buffer.concat([pngBytes(), Buffer.alloc(700 * 1024)]);
    const total = await refused(fields(), [
      { name: 'a.png', bytes: halfMb },
      { name: 'b.png', bytes: halfMb },
      { name: 'c.png', bytes: halfMb },
    ]);
    expect(total.statusCode).toBe(413);
    expect(total.json().message).toBe(messages.complaints.totalTooLarge({ mb: 2 }));

    const many = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, bytes: pngBytes() }));
    const tooMany = await refused(fields(), many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(messages.complaints.tooManyFiles({ count: 3 }));
    const wayTooMany = await refused(
      fields(),
      Array.from({ length: 12 }, (_, i) => ({ name: `${i}.png`, bytes: pngBytes() })),
    );
    expect(wayTooMany.statusCode).toBe(400);

    // Bad fields after good files: the files go too.
    const badFields = await refused(
      fields({ complaint_type: 'rudeness', complainant_email: 'x' }),
      [{ name: 'ok.png', bytes: pngBytes() }],
    );
    expect(badFields.statusCode).toBe(400);
    expect(fieldMessages(badFields)).toEqual({
      complainant_email: [messages.complaints.emailInvalid],
      complaint_type: [messages.complaints.typeRequired],
    });
    const unknownSacco = await refused(fields({ sacco: '999999' }), [
      { name: 'ok.png', bytes: pngBytes() },
    ]);
    expect(fieldMessages(unknownSacco)).toEqual({ sacco: [messages.complaints.saccoUnknown] });
    expect(stored().filter((name) => name.startsWith('.'))).toEqual([]);

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/complaints/',
      payload: fields(),
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a form of 2,000 fields and a body cut short in the API error shape, leaving nothing', async () => {
    const raw = async (body: string) => {
      const [filesBefore, rowsBefore] = [stored(), await complaintCount()];
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1.0/complaints/',
        payload: body,
        headers: { 'content-type': 'multipart/form-data; boundary=cut' },
      });
      expect(stored()).toEqual(filesBefore);
      expect(await complaintCount()).toBe(rowsBefore);
      return response;
    };
    const part = (name: string, value: string) =>
      `--cut\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const crowded = await raw(
      `${Array.from({ length: 2000 }, (_, i) => part(`field${i}`, 'x')).join('')}--cut--\r\n`,
    );
    expect(crowded.statusCode).toBe(413);
    expect(crowded.json()).toEqual({
      code: 'api.uploadTooManyParts',
      message: messages.api.uploadTooManyParts,
    });

    const cut = await raw(
      `${Object.entries(fields())
        .map(([name, value]) => part(name, value))
        .join(
          '',
        )}--cut\r\nContent-Disposition: form-data; name="attachments"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${pngBytes().toString('latin1')}`,
    );
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ code: 'api.uploadCutOff', message: messages.api.uploadCutOff });
  });

  it('shows each role what it may see, and runs the status workflow with e-mails', async () => {
    // A plate and a route of the Sacco put the complaint in its view without naming the Sacco.
    await createVehicle(ctx.db, { plate: 'KDA 123A', sacco_id: saccoId });
    const filed = await submit(
      fields({
        complainant_email: customer.user.email,
        complaint_type: 'reckless driving',
        vehicle_plate_number: 'kda-123a',
      }),
      [],
      customer.headers,
    );
    expect(filed.statusCode).toBe(201);
    const complaint = filed.json().complaint;
    expect(complaint).toMatchObject({ user: customer.user.id, vehicle_plate_number: 'KDA 123A' });
    const id = complaint.id;

    const ids = async (headers: Headers, query = '') =>
      (await call('GET', `complaints/${query}`, headers))
        .json()
        .results.map((c: { id: number }) => c.id);
    expect(await ids(admin)).toContain(id);
    expect(await ids(sacco.headers)).toContain(id);
    expect(await ids(otherSacco.headers)).not.toContain(id);
    expect(await ids(customer.headers)).toEqual([id]);
    expect(await ids(stranger.headers)).toEqual([]);
    expect(await ids(admin, '?complaint_type=reckless%20driving')).toEqual([id]);
    expect(await ids(admin, `?sacco=${saccoId}&status=open`)).toContain(id);
    expect(await ids(admin, '?status=resolved')).toEqual([]);
    expect(await ids(admin, '?from=2000-01-01&to=2000-01-02')).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format();
    expect(await ids(admin, `?from=${today}&to=${today}`)).toContain(id);
    expect((await call('GET', `complaints/${id}/`, stranger.headers)).statusCode).toBe(404);
    expect((await call('GET', 'complaints/', {})).statusCode).toBe(401);

    // Only staff of the complaint move it, along the workflow.
    const move = (headers: Headers, body: object) =>
      call('POST', `complaints/${id}/status/`, headers, body);
    expect((await move(otherSacco.headers, { status: 'in_review' })).statusCode).toBe(404);
    expect((await move(customer.headers, { status: 'in_review' })).statusCode).toBe(403);
    const skip = await move(sacco.headers, { status: 'resolved', note: 'Done' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(messages.complaints.wrongStatus);
    const inbox = smtp.inbox.length;
    const reviewing = await move(sacco.headers, { status: 'in_review' });
    expect(reviewing.statusCode).toBe(200);
    expect(reviewing.json().status).toBe('in_review');
    const mail = await smtp.waitFor(customer.user.email, inbox);
    expect(mail.decoded).toContain('is now being reviewed');
    expect(mail.decoded).toContain(`https://foleni.test/dashboard/complaints/${id}`);

    // Assignment to staff who may see it; an internal note and a reply.
    const assignTo = (assignee: number | null) =>
      call('POST', `complaints/${id}/assign/`, sacco.headers, { assignee });
    expect(fieldMessages(await assignTo(otherSacco.user.id))).toEqual({
      assignee: [messages.complaints.assigneeInvalid],
    });
    expect((await assignTo(customer.user.id)).statusCode).toBe(400);
    expect((await assignTo(sacco.user.id)).json()).toMatchObject({ assigned_to: sacco.user.id });
    await call('POST', `complaints/${id}/replies/`, sacco.headers, {
      note: 'Driver suspended pending review',
      visible_to_complainant: false,
    });
    await call('POST', `complaints/${id}/replies/`, sacco.headers, {
      note: 'Thank you, we are looking into it.',
    });

    const noNote = await move(sacco.headers, { status: 'dismissed' });
    expect(noNote.statusCode).toBe(400);
    expect(fieldMessages(noNote)).toEqual({ note: [messages.complaints.noteRequired] });
    const resolved = await move(sacco.headers, { status: 'resolved', note: 'Driver retrained.' });
    expect(resolved.json().status).toBe('resolved');
    const closedMail = await smtp.waitFor(customer.user.email, inbox + 1);
    expect(closedMail.decoded).toContain('is now resolved');
    expect(closedMail.decoded).toContain('Driver retrained.');
    expect((await move(admin, { status: 'in_review' })).statusCode).toBe(409);

    // Staff see the whole timeline; the complainant sees replies and status changes only.
    const kinds = (body: { updates: { kind: string }[] }) => body.updates.map((u) => u.kind);
    expect(kinds((await call('GET', `complaints/${id}/`, sacco.headers)).json())).toEqual([
      'submitted',
      'status',
      'assigned',
      'note',
      'reply',
      'status',
    ]);
    const own = (await call('GET', `complaints/${id}/`, customer.headers)).json();
    expect(kinds(own)).toEqual(['submitted', 'status', 'reply', 'status']);
    expect(own.updates.at(-1)).toMatchObject({ status: 'resolved', note: 'Driver retrained.' });
  });

  it('says in can who may handle a complaint, and the server agrees', async () => {
    const owner = await signedIn(ctx.app, ctx.db, { role: 'OWNER' });
    await createVehicle(ctx.db, { plate: 'KDB 456B', sacco_id: saccoId, owner: owner.user.id });
    const about = { complainant_email: customer.user.email, vehicle_plate_number: 'KDB 456B' };
    const anonymous = (await submit(fields(about))).json().complaint;
    expect(anonymous.can).toBeUndefined();
    const filed = (await submit(fields(about), [], customer.headers)).json().complaint;
    expect(filed.can).toEqual({ handle: false });
    const canOf = async (headers: Headers, id: number) => {
      const detail = (await call('GET', `complaints/${id}/`, headers)).json();
      const listed = (await call('GET', 'complaints/?p_size=100', headers))
        .json()
        .results.find((complaint: { id: number }) => complaint.id === id);
      expect(listed.can).toEqual(detail.can);
      return detail.can;
    };
    expect(await canOf(sacco.headers, filed.id)).toEqual({ handle: true });
    expect(await canOf(admin, filed.id)).toEqual({ handle: true });
    expect(await canOf(owner.headers, filed.id)).toEqual({ handle: false });
    expect(await canOf(customer.headers, filed.id)).toEqual({ handle: false });
    // A Sacco account that files a complaint about its own Sacco does not handle it.
    const bySacco = (
      await submit(fields({ ...about, complainant_email: sacco.user.email }), [], sacco.headers)
    ).json().complaint;
    expect(await canOf(sacco.headers, bySacco.id)).toEqual({ handle: false });

    const reply = (headers: Headers, id: number) =>
      call('POST', `complaints/${id}/replies/`, headers, { note: 'We are on it.' });
    expect((await reply(owner.headers, filed.id)).statusCode).toBe(403);
    expect((await reply(customer.headers, filed.id)).statusCode).toBe(403);
    expect((await reply(sacco.headers, bySacco.id)).statusCode).toBe(403);
    expect((await reply(sacco.headers, filed.id)).statusCode).toBeLessThan(300);
  });
});

describe(`an upload the client abandons (${testEngine})`, () => {
  const lines: { level: number; msg: string }[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logDestination: { write: (line) => lines.push(JSON.parse(line)) } },
    );
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('is logged at info, not as a server error, and leaves nothing behind', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const uploads = path.join(ctx.config.dataDir, 'uploads');
    const form = multipart(fields(), [
      { name: 'big.png', bytes: Buffer.concat([pngBytes(), randomBytes(64 * 1024)]) },
    ]);
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1.0/complaints/',
      headers: { ...form.headers, 'content-length': String(form.payload.length) },
    });
    upload.on('error', () => undefined);
    // Half the body, then the phone loses its signal.
    upload.write(form.payload.subarray(0, form.payload.length / 2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    upload.destroy();

    await expect
      .poll(() => lines.some((line) => line.msg === 'client closed the request'), {
        timeout: 5000,
      })
      .toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect((await ctx.db.selectFrom('complaints').select('id').execute()).length).toBe(0);
    const leftovers = existsSync(uploads) ? readdirSync(uploads) : [];
    expect(leftovers).toEqual([]);
  });
});
