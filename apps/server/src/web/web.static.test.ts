import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestConfig, type TestContext } from '../test/test-app';

describe('serving the built web app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const dist = path.join(createTestConfig().dataDir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Foleni</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    ctx = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => ctx.close());

  it('answers any page path with index.html (history fallback), never cached', async () => {
    for (const url of ['/', '/dashboard/routes/12', '/station/4?x=1', '/no-such-page']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Foleni</title>');
    }
  });

  it('serves hashed assets with a long cache, and a missing asset as 404', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/old-9999.js' })).statusCode).toBe(
      404,
    );
  });

  it("gives pages helmet's security headers and JSON answers only nosniff", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1.0/health/' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it('keeps API 404s as JSON and other methods out of the fallback', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1.0/nothing/' })).headers['content-type'],
    ).toContain('application/json');
    expect((await ctx.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });
});
