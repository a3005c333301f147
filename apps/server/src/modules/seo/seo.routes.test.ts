import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, createStation } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('robots.txt and the sitemap', () => {
  let ctx: TestContext;
  let stationId: number;
  let routeId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    stationId = (await createStation(ctx.db, { name: 'Kencom' })).id;
    await createStation(ctx.db, { name: 'Old Stage', status: 'archived' });
    routeId = (await createRoute(ctx.db, { route_id: '46' })).id;
    await createRoute(ctx.db, { route_id: '11', status: 'archived' });
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const locationsIn = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);

  it('tells robots to keep out of the signed-in area and where the sitemap is', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(
      [
        'User-agent: *',
        'Disallow: /dashboard',
        'Disallow: /profile',
        'Disallow: /settings',
        'Disallow: /api/',
        '',
        'Sitemap: http://localhost:80/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('lists the public pages and every active station and route', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const locations = locationsIn(sitemap.body);
    for (const page of ['/', '/stations', '/about', '/how-to-use', '/privacy', '/complain'])
      expect(locations).toContain(`http://localhost:80${page}`);
    expect(locations.filter((url) => url.includes('/station/'))).toEqual([
      `http://localhost:80/station/${stationId}`,
    ]);
    expect(locations.filter((url) => url.includes('/routes/'))).toEqual([
      `http://localhost:80/routes/${routeId}`,
    ]);
    expect(locations.some((url) => /dashboard|login|profile/.test(url))).toBe(false);
  });

  it('takes the address from the proxy in front when PUBLIC_URL is not set', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const sitemap = await behindProxy.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'foleni.example.ke', 'x-forwarded-proto': 'https' },
      });
      expect(locationsIn(sitemap.body)).toContain('https://foleni.example.ke/about');
      // From a client that is not a trusted proxy, the header says nothing.
      const direct = await get('/sitemap.xml', {
        host: 'foleni.example.ke',
        'x-forwarded-proto': 'https',
      });
      expect(locationsIn(direct.body)).toContain('http://foleni.example.ke/about');
    } finally {
      await behindProxy.close();
    }
  });

  it('uses PUBLIC_URL for its addresses when it is set', async () => {
    const configured = await createTestApp({ PUBLIC_URL: 'https://foleni.example.ke/' });
    try {
      const robots = await configured.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'internal:3000' },
      });
      expect(robots.body).toContain('Sitemap: https://foleni.example.ke/sitemap.xml');
    } finally {
      await configured.close();
    }
  });

  it('sends the sitemap compressed to a client that takes it', async () => {
    for (let index = 0; index < 20; index++)
      await createStation(ctx.db, { name: `Stage ${index}` });
    const plain = await get('/sitemap.xml');
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzip = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
