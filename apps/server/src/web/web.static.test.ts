import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStation } from '../test/factories';
import { createTestApp, createTestConfig, type TestContext } from '../test/test-app';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const ABOUT = `<title>About</title><p>${'Foleni shows the queue at the stage. '.repeat(40)}</p>`;
/** The station template filled in for one station, as the web build writes it. */
const STATION_RECORD = `<title>{{name}} · Foleni</title><h1>{{name}}</h1><p>${'Loading… '.repeat(200)}</p>`;

/**
 * A small web build: the shell, the service worker and manifest, a hashed script and a prerendered
 * page with their precompressed copies, the landing page and a template.
 */
function writeWebBuild(dist: string) {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Foleni</title>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Foleni"}');
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), gzipSync(SCRIPT));
  for (const [file, title] of [
    ['index.html', 'Landing'],
    ['station.html', 'Station loading'],
  ]) {
    writeFileSync(path.join(dist, 'prerendered', file as string), `<title>${title}</title>`);
  }
  writeFileSync(path.join(dist, 'prerendered', 'station.record.html'), STATION_RECORD);
  writeFileSync(path.join(dist, 'prerendered', 'about.html'), ABOUT);
  writeFileSync(path.join(dist, 'prerendered', 'about.html.br'), brotliCompressSync(ABOUT));
}

describe('serving the built web app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const dist = path.join(createTestConfig().dataDir, 'dist');
    writeWebBuild(dist);
    ctx = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('answers any other page path with the app shell (history fallback), never cached', async () => {
    for (const url of [
      '/dashboard/routes/12',
      '/station/4/board?x=1',
      '/no-such-page',
      '/station',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toBe('<!doctype html><title>Foleni</title>');
    }
  });

  it('answers a prerendered page with its own file, and every address of a template', async () => {
    const cases: [string, string][] = [
      ['/', '<title>Landing</title>'],
      ['/about', ABOUT],
      ['/about/?lang=sw', ABOUT],
      ['/station/4', '<title>Station loading</title>'],
      ['/station/19?from=map', '<title>Station loading</title>'],
    ];
    for (const [url, page] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(page);
    }
  });

  it("sends a page's brotli copy to a browser that takes it, the same page once decoded", async () => {
    const page = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(ABOUT);
    // No gzip copy in this build: the page as it is, never compressed on the fly.
    const plain = await get('/about', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ABOUT);
  });

  it("names the API answer a station, board or route page waits for, to fetch with the page's code", async () => {
    const preload = (api: string) =>
      `</api/v1.0/${api}>; rel=preload; as=fetch; crossorigin=use-credentials`;
    expect((await get('/routes/12')).headers.link).toBe(preload('route-by-id/12/'));
    expect((await get('/station/4/')).headers.link).toBe(preload('station/4/'));
    expect((await get('/station/4/board?x=1')).headers.link).toBe(preload('stations/4/queue/'));
    for (const url of ['/', '/about', '/stations', '/station/x', '/dashboard/routes/12'])
      expect((await get(url)).headers.link, url).toBeUndefined();
  });

  it("writes a station's name into its page, made safe for HTML, and compresses the page", async () => {
    const station = await createStation(ctx.db, { name: 'Kencom <"Stage" & Co>' });
    const page = await get(`/station/${station.id}/?from=map`, { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers.link).toContain(`station/${station.id}/`);
    expect(page.headers['content-encoding']).toBe('br');
    const name = 'Kencom &#60;&#34;Stage&#34; &#38; Co&#62;';
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(
      STATION_RECORD.replaceAll('{{name}}', name),
    );
  });

  it('answers with the template when there is no such record, and never with the filled file', async () => {
    for (const url of ['/station/99999', '/station/99999999999999999999999']) {
      expect((await get(url)).body, url).toBe('<title>Station loading</title>');
    }
    const shell = '<!doctype html><title>Foleni</title>';
    expect((await get('/station.record')).body).toBe(shell);
    expect((await get('/routes/1')).body).toBe(shell);
  });

  it('serves hashed assets with a long cache and no validators, and a missing asset as 404', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(SCRIPT);
    for (const header of ['etag', 'last-modified', 'accept-ranges'])
      expect(asset.headers[header], header).toBeUndefined();
    expect((await get('/assets/old-9999.js')).statusCode).toBe(404);
  });

  it('revalidates the service worker and the manifest on every load', async () => {
    const worker = await get('/sw.js');
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const etag = String(worker.headers.etag);
    expect((await get('/sw.js', { 'if-none-match': etag })).statusCode).toBe(304);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's brotli or gzip copy to a browser that takes it", async () => {
    for (const [accepted, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const asset = await get('/assets/app-1234.js', { 'accept-encoding': accepted as string });
      expect(asset.headers['content-encoding']).toBe(coding);
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers.vary).toContain('accept-encoding');
      expect(asset.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    }
  });

  it("gives pages helmet's security headers and JSON answers only nosniff", async () => {
    const page = await get('/dashboard');
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    // The service worker and the manifest fall back to default-src: same origin only.
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toMatch(/worker-src|manifest-src|unsafe-eval/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await get('/api/v1.0/health/');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it("keeps the page headers off the build's files but on every page, the shell included", async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    for (const url of ['/', '/about', '/station/4', '/index.html', '/no-such-page']) {
      const page = await get(url);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('keeps API 404s as JSON and other methods out of the fallback', async () => {
    expect((await get('/api/v1.0/nothing/')).headers['content-type']).toContain('application/json');
    expect((await ctx.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  it('answers pages without piling listeners on the response (Node warns past ten)', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      for (const url of ['/', '/about', '/station/4', '/no-such-page'])
        await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((warning) => warning.name)).toEqual([]);
  });
});
