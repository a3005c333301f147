import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MpesaConfig } from '../../config/config';
import { createDarajaClient, DarajaError, darajaPassword, darajaTimestamp } from './daraja.client';
import { type DarajaSimulator, startDarajaSimulator } from './daraja-simulator';

describe('Daraja client', () => {
  let sim: DarajaSimulator;
  let config: MpesaConfig;

  beforeAll(async () => {
    sim = await startDarajaSimulator({
      consumerKey: 'key',
      consumerSecret: 'secret',
      shortcode: '600000',
      passkey: 'passkey',
      answerAfterMs: 60_000,
      tokenSeconds: 120,
    });
    config = {
      baseUrl: sim.url,
      consumerKey: 'key',
      consumerSecret: 'secret',
      shortcode: '600000',
      passkey: 'passkey',
      callbackUrl: 'http://127.0.0.1:9/callback/0123456789abcdef',
      callbackSecret: '0123456789abcdef',
      callbackAllow: [],
    };
  });
  afterAll(() => sim.close());

  it('stamps requests on Nairobi time and derives the password from them', () => {
    expect(darajaTimestamp(new Date('2026-11-24T22:05:09Z'))).toBe('20261125010509');
    expect(darajaPassword('174379', 'pk', '20261125010509')).toBe(
      Buffer.from('174379pk20261125010509').toString('base64'),
    );
  });

  it('keeps its token until shortly before it expires, then fetches another', async () => {
    let clock = Date.now();
    const client = createDarajaClient(config, { now: () => new Date(clock) });
    const before = sim.tokensIssued();
    const request = {
      amountKes: 50,
      phone: '254712345678',
      accountReference: 'FOL-ABC234',
      description: 'Foleni fare',
    };
    await Promise.all([client.stkPush(request), client.stkPush(request)]);
    clock += 50_000;
    await client.stkPush(request);
    expect(sim.tokensIssued() - before).toBe(1);
    // 120 s tokens are renewed a minute early.
    clock += 15_000;
    const pushed = await client.stkPush(request);
    expect(sim.tokensIssued() - before).toBe(2);
    expect(await client.query(pushed.checkoutRequestId)).toEqual({ state: 'processing' });
  });

  it('throws Daraja’s error code when it refuses a request', async () => {
    const client = createDarajaClient({ ...config, passkey: 'wrong' });
    const refused = await client
      .stkPush({
        amountKes: 50,
        phone: '254712345678',
        accountReference: 'FOL-ABC234',
        description: 'x',
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DarajaError);
    expect(refused).toMatchObject({ status: 400, code: '400.002.02' });
    const badCredentials = createDarajaClient({ ...config, consumerSecret: 'nope' });
    await expect(badCredentials.query('ws_CO_1')).rejects.toMatchObject({ code: '400.008.01' });
  });
});
