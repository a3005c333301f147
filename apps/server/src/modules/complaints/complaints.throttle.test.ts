import { randomBytes } from 'node:crypto';
import { messages } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';

/** A complaint as multipart/form-data, fields only. */
function complaintForm() {
  const boundary = `----foleni${randomBytes(8).toString('hex')}`;
  const fields = {
    complainant_name: 'Achieng Odhiambo',
    complainant_email: 'achieng@example.ke',
    complainant_phone: '0712345678',
    complainant_occupation: 'Teacher',
    national_id: '23456789',
    complaint_type: 'overcharging',
    station: 'Kencom',
    message: 'The conductor charged me KES 200 instead of KES 100.',
  };
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return {
    payload: `${body}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`anonymous complaint limit (${testEngine})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '2' });
  });
  afterAll(() => ctx.close());

  const submit = (ip: string, headers: Record<string, string> = {}) => {
    const form = complaintForm();
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/complaints/',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
      remoteAddress: ip,
    });
  };
  const complaintCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('complaints')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('limits complaints filed without an account per address; signed-in ones are not', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await submit('10.7.0.1'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 429]);
    expect(answers[2]?.json()).toEqual({
      code: 'api.tooManyRequests',
      message: messages.api.tooManyRequests,
    });
    expect(Number(answers[2]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await complaintCount()).toBe(2);

    expect((await submit('10.7.0.2')).statusCode).toBe(201);
    const customer = await signedIn(ctx.app, ctx.db);
    expect((await submit('10.7.0.1', customer.headers)).statusCode).toBe(201);
    expect(await complaintCount()).toBe(4);
  });
});
