import { todayInNairobi } from '@foleni/contract';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONTENT_PAGES } from './support';

/**
 * Every public page on a 360 px phone: nothing moves once it is drawn (cumulative layout shift,
 * as Chromium measures it, under 0.05), its scripts and styles come compressed, and the
 * Content-Security-Policy never has to block anything (zod's eval probe, inline scripts). The
 * data a page's `Link` header preloads is what the page asks for, fetched once.
 */
test.use({
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  // First visits, straight from the server: a service worker would answer from its cache.
  serviceWorkers: 'block',
});

const CLS_LIMIT = 0.05;

/** Below this, compression saves less than its header costs: the server sends such files as is. */
const SMALL_FILE_BYTES = 1024;

/** Time after the page's content shows for late shifts (a part or picture arriving after it). */
const SETTLE_MS = 1000;

/** Chromium warns of a preload not taken up three seconds after the page's load event. */
const UNUSED_PRELOAD_MS = 3500;

type PerformanceProbe = { layoutShift: number; cspViolations: string[] };

declare global {
  interface Window {
    performanceProbe: PerformanceProbe;
  }
}

/** The Layout Instability API's entry (not in TypeScript's DOM types). */
type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

type PublicPage = { path: string; ready: (page: Page) => Promise<void> };

const mainHeading = (page: Page) =>
  expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

/** A station with routes (the Nairobi data's Kencom stage) and the first route serving it. */
async function kencom(request: APIRequestContext): Promise<{ station: number; route: number }> {
  const list = await request.get('/api/v1.0/station/?search=kencom');
  expect(list.ok()).toBe(true);
  const station = ((await list.json()) as { results: { id: number }[] }).results[0]?.id;
  if (station === undefined) throw new Error('the Nairobi data has no Kencom station');
  const detail = await request.get(`/api/v1.0/station/${station}/`);
  expect(detail.ok()).toBe(true);
  const route = ((await detail.json()) as { routes: { id: number }[] }).routes[0]?.id;
  if (route === undefined) throw new Error('no route serves Kencom');
  return { station, route };
}

function publicPages({ station, route }: { station: number; route: number }): PublicPage[] {
  const journey = new URLSearchParams({
    departure: 'Kencom',
    destination: 'Karen',
    bookingType: 'one way',
    travelDate: todayInNairobi(),
  });
  const content = CONTENT_PAGES.map((path) => ({ path, ready: mainHeading }));
  return [
    {
      path: '/',
      ready: (page) =>
        expect(
          page
            .getByRole('region', { name: 'Popular stations' })
            .getByTestId('station-name')
            .first(),
        ).toBeVisible(),
    },
    {
      path: `/search?${journey}`,
      ready: (page) => expect(page.getByTestId('journey').first()).toBeVisible({ timeout: 15_000 }),
    },
    {
      path: '/stations',
      ready: (page) => expect(page.getByTestId('station-name').first()).toBeVisible(),
    },
    {
      path: `/station/${station}`,
      ready: (page) => expect(page.getByTestId('station-queue')).toBeVisible(),
    },
    {
      path: `/station/${station}/board`,
      ready: (page) => expect(page.getByTestId('live-status')).toHaveText('Live'),
    },
    {
      path: `/routes/${route}`,
      ready: (page) => expect(page.getByTestId('route-stop-name').first()).toBeVisible(),
    },
    { path: '/complain', ready: mainHeading },
    { path: '/login', ready: mainHeading },
    ...content,
  ];
}

/** Sums layout shifts not caused by input, and records what the CSP blocks, from the start. */
function installProbe() {
  const probe: PerformanceProbe = { layoutShift: 0, cspViolations: [] };
  window.performanceProbe = probe;
  document.addEventListener('securitypolicyviolation', (event) => {
    probe.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'}`);
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (!entry.hadRecentInput) probe.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The build's scripts and styles (hashed, under /assets/) that are worth compressing. */
function isBuiltScriptOrStyle(response: Response, origin: string): boolean {
  const type = response.request().resourceType();
  const size = Number(response.headers()['content-length'] ?? Number.POSITIVE_INFINITY);
  return (
    (type === 'script' || type === 'stylesheet') &&
    response.url().startsWith(`${origin}/assets/`) &&
    size >= SMALL_FILE_BYTES
  );
}

test('every public page stays still, comes compressed, keeps to the CSP and takes up its preloads', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(installProbe);
  const uncompressed: string[] = [];
  page.on('response', (response) => {
    const encoding = response.headers()['content-encoding'];
    if (isBuiltScriptOrStyle(response, baseURL ?? '') && encoding !== 'br' && encoding !== 'gzip') {
      uncompressed.push(new URL(response.url()).pathname);
    }
  });

  // The API answers a page's first view needs, as the page's `Link` header names them, and how
  // often the page asked for each: a preload the page does not take up is fetched twice.
  let apiCalls: string[] = [];
  let preloads: string[] = [];
  const preloading: string[] = [];
  // Chromium's word for a preload the page never took up (a request of another address).
  const unusedPreloads: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('preloaded using link preload but not used'))
      unusedPreloads.push(message.text());
  });
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  page.on('response', (response) => {
    const link = response.request().isNavigationRequest() ? response.headers().link : undefined;
    for (const [, preloaded] of (link ?? '').matchAll(/<([^>]+)>;\s*rel=preload/g))
      preloads.push(preloaded as string);
  });

  for (const { path, ready } of publicPages(await kencom(request))) {
    await test.step(path, async () => {
      apiCalls = [];
      preloads = [];
      await page.goto(path);
      await ready(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
      const probe = await page.evaluate(() => window.performanceProbe);
      expect.soft(probe.layoutShift, `${path}: cumulative layout shift`).toBeLessThan(CLS_LIMIT);
      expect.soft(probe.cspViolations, `${path}: blocked by the CSP`).toEqual([]);
      if (preloads.length > 0) {
        preloading.push(path);
        // Chromium says so once the page has been loaded for a few seconds.
        await page.waitForTimeout(UNUSED_PRELOAD_MS);
      }
      for (const preloaded of preloads)
        expect
          .soft(apiCalls.filter((call) => call === preloaded).length, `${path}: ${preloaded}`)
          .toBe(1);
    });
  }
  expect(unusedPreloads, 'preloads no page took up').toEqual([]);
  expect(preloading, 'the pages that preload their data').toEqual([
    expect.stringMatching(/^\/station\/\d+$/),
    expect.stringMatching(/^\/station\/\d+\/board$/),
    expect.stringMatching(/^\/routes\/\d+$/),
  ]);
  expect(uncompressed, 'scripts and styles sent without compression').toEqual([]);
});

test("a prerendered page is painted before its code starts to download, and the app takes it over without writing antd's theme variables again", async ({
  page,
  request,
}) => {
  const { station, route } = await kencom(request);
  for (const path of [
    '/',
    '/stations',
    `/station/${station}`,
    `/routes/${route}`,
    '/complain',
    '/login',
  ]) {
    await test.step(path, async () => {
      await page.goto(path);
      // The app has taken the page over: the prerendered page's mark goes then.
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
      const { paintedAt, firstScriptAt } = await page.evaluate(() => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'),
          );
        return {
          paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          firstScriptAt: Math.min(...scripts.map((entry) => entry.startTime)),
        };
      });
      // antd finds the theme's variables the page brought, and does not write them again.
      const themeStyles = await page.evaluate(
        () =>
          [...document.querySelectorAll('style')].filter((style) =>
            style.textContent?.startsWith('.foleni-theme{'),
          ).length,
      );
      expect(themeStyles, `${path}: <style> elements of antd's theme variables`).toBe(1);
      expect(paintedAt, `${path}: first contentful paint`).toBeGreaterThan(0);
      expect(firstScriptAt, `${path}: the first script's download`).toBeGreaterThan(
        paintedAt as number,
      );
    });
  }
});
