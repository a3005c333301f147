import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api } from './support';

// The PWA basics: a manifest with its icons (the site can be added to the home screen), and the
// service worker (public/sw.js) that keeps what a passenger opened: a station board and a route
// page open again offline, saying how old they are. Each test starts in a fresh browser context,
// so the worker is installed by that test's first visit.

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; short_name: string; url: string; icons: Manifest['icons'] }[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** Waits until the service worker controls the page (it claims the page it was installed by). */
async function controlledByWorker(page: Page): Promise<string | undefined> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

/** Whether the worker's caches hold an answer for `path`. */
function isCached(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (url) => (await caches.match(url)) !== undefined, path);
}

const OFFLINE_TIME = /\d{2}:\d{2}$/;

test('the manifest describes an installable app, and its icons load at their sizes', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0e7c5a');

  // Chromium's own verdict: the manifest parses cleanly and the site can be installed, but for
  // the test's browser context being a private one (where Chromium never offers to install).
  const devtools = await context.newCDPSession(page);
  const parsed = await devtools.send('Page.getAppManifest', {});
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Foleni',
    short_name: 'Foleni',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  // A marshal who adds the app to the home screen opens the queue page from its icon's menu; it
  // opens offline too (offline-queue.spec.ts).
  expect(manifest.shortcuts).toEqual([
    expect.objectContaining({ short_name: 'Queue', url: '/dashboard/queue' }),
  ]);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  // Chromium's installability check: PNG icons of 192 and 512 pixels; Android also a maskable one.
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of [
    ...manifest.icons,
    ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons),
    { src: '/icons/apple-touch-icon.png', sizes: '180x180' },
  ]) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
});

test('the service worker installs on the first visit and controls the page after a reload', async ({
  page,
}) => {
  await page.goto('/');
  expect(await controlledByWorker(page)).toMatch(/\/sw\.js$/);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
});

test('a station board and a route page opened online open again offline, with their time', async ({
  page,
  context,
  request,
}) => {
  const stations = await api<{ results: { id: number; name: string }[] }>(
    request,
    'station/?p_size=1&ordering=name&status=active',
  );
  const station = stations.results[0];
  if (!station) throw new Error('the seeded network has no station');
  const route = await api<{ id: number; route_id: string }>(request, 'route-by-id/1/');
  const boardPath = `/station/${station.id}/board`;
  const routePath = `/routes/${route.id}`;
  const boardTitle = page.getByRole('heading', { level: 1, name: station.name });
  const routeTitle = page.getByRole('heading', { level: 1, name: new RegExp(route.route_id) });
  const notice = page.getByTestId('offline-notice');

  // The board is the first visit: it loads before the worker exists, which then keeps what the
  // page had loaded. The route page loads through the worker.
  await page.goto(boardPath);
  await expect(boardTitle).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  await controlledByWorker(page);
  await expect.poll(() => isCached(page, boardPath)).toBe(true);
  await expect.poll(() => isCached(page, `/api/v1.0/stations/${station.id}/queue/`)).toBe(true);
  await expect(notice).toHaveCount(0);

  const routeAnswer = page.waitForResponse(`/api/v1.0/route-by-id/${route.id}/`);
  await page.goto(routePath);
  await expect(routeTitle).toBeVisible();
  // Loaded to the end: its map has read the map settings and tried the (unreachable) tiles.
  await expect(page.getByRole('region', { name: /^Map of route / })).toHaveAttribute(
    'data-tiles',
    /^(shown|failed)$/,
  );
  await expect(notice).toHaveCount(0);
  // The notice gives the time the server made the answer the worker kept.
  const answeredAt = await page.evaluate(
    (date) =>
      // Every time in the app is on Nairobi time, whatever the phone's zone (issue #14, item 16).
      new Intl.DateTimeFormat('en', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Africa/Nairobi',
      }).format(new Date(date)),
    (await routeAnswer).headers().date ?? '',
  );

  await context.setOffline(true);
  // The worker is offline too: what the pages show from here on comes from its caches.
  const worker = context.serviceWorkers()[0];
  const reach = () =>
    fetch('/api/v1.0/health/').then(
      () => 'network',
      () => 'no network',
    );
  expect(await worker?.evaluate(reach)).toBe('no network');
  await page.reload();
  await expect(routeTitle).toBeVisible();
  await expect(notice).toHaveText(`You are offline — showing the route as of ${answeredAt}`);

  await page.goto(boardPath);
  await expect(boardTitle).toBeVisible();
  await expect(notice).toHaveText(/^You are offline — showing the board as of /);
  await expect(notice).toHaveText(OFFLINE_TIME);

  // Back online, the board goes live again and the notice goes.
  await context.setOffline(false);
  await expect(page.getByTestId('live-status')).toHaveText('Live', { timeout: 10_000 });
  await expect(notice).toHaveCount(0);
});
