import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';

const callbackOf = (checkoutId: string) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: 'm-1',
      CheckoutRequestID: checkoutId,
      ResultCode: 1032,
      ResultDesc: 'Request cancelled by user',
    },
  },
});

// Daraja calls back the configured URL as it is: a path of the operator's own proxy, a short
// secret, the secret as a query value. Each must reach the callback, and the secret still holds.
describe(`M-Pesa's callback at the configured URL (${testEngine})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({
      MPESA_BASE_URL: 'http://127.0.0.1:9',
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'passkey',
      MPESA_CALLBACK_URL: 'https://pay.example.ke/hooks/daraja?token=s3cret',
    });
  });
  afterAll(() => ctx.close());

  const post = (url: string, checkoutId: string) =>
    ctx.app.inject({ method: 'POST', url, payload: callbackOf(checkoutId) });

  it('takes callbacks at the configured path with its secret', async () => {
    const answer = await post('/hooks/daraja?token=s3cret', 'ws_CO_unknown_1');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const stored = await ctx.db
      .selectFrom('mpesa_callbacks')
      .select('outcome')
      .where('checkout_request_id', '=', 'ws_CO_unknown_1')
      .executeTakeFirstOrThrow();
    expect(stored.outcome).toBe('unknown');
  });

  it('takes them at the API path too, and refuses a wrong secret on both', async () => {
    expect((await post('/api/v1.0/payments/mpesa/callback/?token=s3cret', 'ws_2')).statusCode).toBe(
      200,
    );
    expect((await post('/hooks/daraja?token=guess', 'ws_3')).statusCode).toBe(403);
    expect((await post('/api/v1.0/payments/mpesa/callback/guess', 'ws_4')).statusCode).toBe(403);
  });

  it('answers 400 to a body that is not a callback', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/hooks/daraja?token=s3cret',
      payload: { hello: 'world' },
    });
    expect(answer.statusCode).toBe(400);
  });
});
