import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStation } from './test/factories';
import { createTestApp, type TestContext } from './test/test-app';

describe('compressed answers', () => {
  let ctx: TestContext;
  let stationId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    for (let index = 0; index < 40; index++) {
      const { id } = await createStation(ctx.db, {
        name: `Stage ${index} on Moi Avenue`,
        address: 'Moi Avenue, Nairobi CBD',
      });
      if (index === 0) stationId = id;
    }
  });
  afterAll(() => ctx.close());

  const list = (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1.0/station/?p_size=40',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends JSON over 1 kB as brotli or gzip when asked, the same JSON once decoded', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await list('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends small answers as they are', async () => {
    const health = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1.0/health/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('never compresses or buffers a live event stream', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const firstChunk = await new Promise<{ headers: Record<string, unknown>; text: string }>(
      (resolve, reject) => {
        const request = get(
          {
            host: '127.0.0.1',
            port,
            path: `/api/v1.0/stations/${stationId}/queue/events/`,
            headers: { 'accept-encoding': 'gzip, deflate, br' },
          },
          (response) => {
            response.once('data', (chunk: Buffer) => {
              resolve({ headers: response.headers, text: chunk.toString('utf8') });
              request.destroy();
            });
            response.once('end', () => reject(new Error('the stream ended')));
          },
        );
        request.on('error', reject);
      },
    );
    expect(firstChunk.headers['content-type']).toContain('text/event-stream');
    expect(firstChunk.headers['content-encoding']).toBeUndefined();
    // The first bytes arrive while the stream is open: nothing holds them back to compress.
    expect(firstChunk.text).toMatch(/^retry: \d+\n\n/);
  });
});
