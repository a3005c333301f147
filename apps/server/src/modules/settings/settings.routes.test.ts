import { publicSettingsSchema } from '@foleni/contract/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';

describe(`GET /api/v1.0/settings/ (${testEngine})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('gives the map tile server, OpenStreetMap by default, with its credit', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1.0/settings/' });
    expect(response.statusCode).toBe(200);
    expect(publicSettingsSchema.parse(response.json())).toEqual({
      map: {
        tiles_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
      payment_methods: ['cash'],
    });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('offers M-Pesa only with the Daraja settings', async () => {
    const mpesa = await createTestApp({
      MPESA_BASE_URL: 'http://127.0.0.1:9',
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'passkey',
      MPESA_CALLBACK_URL:
        'https://foleni.example.ke/api/v1.0/payments/mpesa/callback/0123456789abcdef',
    });
    try {
      const response = await mpesa.app.inject({ method: 'GET', url: '/api/v1.0/settings/' });
      expect(response.json().payment_methods).toEqual(['cash', 'mpesa']);
    } finally {
      await mpesa.close();
    }
  });

  it('gives no tiles when MAP_TILES_URL is none, and the pages’ CSP allows none', async () => {
    const lines = await createTestApp({ MAP_TILES_URL: 'none' });
    try {
      const response = await lines.app.inject({ method: 'GET', url: '/api/v1.0/settings/' });
      expect(response.json()).toMatchObject({ map: { tiles_url: null } });
      const page = await lines.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    } finally {
      await lines.close();
    }
  });

  it('lets pages load images from the tile server, and only from it', async () => {
    const custom = await createTestApp({
      MAP_TILES_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png',
    });
    try {
      const page = await custom.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://*.tiles.example.org;",
      );
    } finally {
      await custom.close();
    }
  });
});
