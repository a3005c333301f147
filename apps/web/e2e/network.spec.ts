import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, horizontalOverflow, test } from './fixtures';
import { api, builtWebApp, type ManifestChunk } from './support';

type StationRow = { id: number; name: string; region_name: string | null };
type StationDetail = StationRow & {
  routes: { id: number; route_id: string; route_name: string }[];
};
type Stop = { name: string; latitude: number | null; longitude: number | null };
type RouteDetail = {
  id: number;
  route_id: string;
  route_name: string;
  route_stops: Stop[];
  return_stops: Stop[];
};

// Some tests cut API calls off with page.route, which never sees the calls the service worker
// makes once it controls the page (a retry would get through): these run without the worker.
test.use({ serviceWorkers: 'block' });

const stopNames = (stops: Stop[]) => stops.map((stop) => stop.name);
const located = (stops: Stop[]) => stops.filter((stop) => stop.latitude !== null).length;

test('stations: list, search, a station with its routes, and a route with its stops and line', async ({
  page,
  request,
}) => {
  const firstPage = await api<{ results: StationRow[]; count: number }>(
    request,
    'station/?p=1&p_size=12&ordering=name&status=active',
  );
  expect(firstPage.count).toBeGreaterThan(100); // the seeded Nairobi network

  await page.goto('/stations');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Stations' })).toBeVisible();
  await expect(main.getByText(`${firstPage.count} stations`)).toBeVisible();
  await expect(main.getByTestId('station-name')).toHaveText(
    firstPage.results.map((station) => station.name),
  );

  // Typing narrows the list once the typing pauses; the search lands in the URL.
  const search = main.getByRole('searchbox', { name: 'Search stations' });
  await search.fill('kencom');
  await expect(page).toHaveURL('/stations?search=kencom');
  await expect(main.getByText('1 station', { exact: true })).toBeVisible();
  await expect(main.getByTestId('station-name')).toHaveText(['Kencom/Ambassadeur']);

  await main.getByRole('link', { name: /Kencom\/Ambassadeur/ }).click();
  await expect(page).toHaveURL(/\/station\/\d+$/);
  const stationId = page.url().split('/').at(-1);
  const station = await api<StationDetail>(request, `station/${stationId}/`);
  await expect(main.getByRole('heading', { level: 1, name: station.name })).toBeVisible();
  await expect(page).toHaveTitle(`${station.name} · Foleni`);
  await expect(main.getByText(station.region_name ?? '').first()).toBeVisible();
  const routeLinks = main
    .getByRole('list', { name: 'Routes serving this station' })
    .getByRole('link');
  await expect(routeLinks).toHaveCount(station.routes.length);
  expect(station.routes.length).toBeGreaterThan(0);

  // A route link opens the route: its stops in order, both directions, and its line.
  const first = station.routes[0];
  if (!first) throw new Error('the station has no routes');
  await routeLinks.first().click();
  await expect(page).toHaveURL(`/routes/${first.id}`);
  const route = await api<RouteDetail>(request, `route-by-id/${first.id}/`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    `${route.route_id} ${route.route_name}`,
  );
  await expect(page).toHaveTitle(`Route ${route.route_id} · Foleni`);

  const outbound = route.route_stops;
  const outboundStops = main.getByRole('region', {
    name: `Stops from ${outbound[0]?.name} to ${outbound.at(-1)?.name}`,
  });
  await expect(outboundStops.getByTestId('route-stop-name')).toHaveText(stopNames(outbound));

  const line = main.getByRole('img', { name: `Route ${route.route_id} drawn from its stops` });
  await expect(line).toBeVisible();
  const points = await line
    .getByTestId('route-line-path')
    .getAttribute('points')
    .then((value) => value?.trim().split(/\s+/) ?? []);
  expect(points).toHaveLength(located(outbound));
  await expect(line.locator('text').first()).toContainText(outbound[0]?.name.slice(0, 20) ?? '');

  // The return trip is the other tab.
  const back = route.return_stops;
  expect(back.length).toBeGreaterThan(0);
  await main.getByRole('tab', { name: /Return/ }).click();
  const returnStops = main.getByRole('region', {
    name: `Stops from ${back[0]?.name} to ${back.at(-1)?.name}`,
  });
  await expect(returnStops.getByTestId('route-stop-name')).toHaveText(stopNames(back));
});

test('a route’s and a station’s page name them in their HTML, and the app never blanks the name', async ({
  browser,
  page,
  request,
}) => {
  const stations = await api<{ results: StationRow[] }>(request, 'station/?p=1&p_size=1');
  const station = await api<StationDetail>(request, `station/${stations.results[0]?.id}/`);
  const first = station.routes[0];
  if (!first) throw new Error('the station has no routes');
  const route = await api<RouteDetail>(request, `route-by-id/${first.id}/`);
  const pages = [
    {
      url: `/routes/${route.id}`,
      heading: `${route.route_id} ${route.route_name}`,
      title: `Route ${route.route_id} · Foleni`,
      description: route.route_name,
    },
    {
      url: `/station/${station.id}`,
      heading: station.name,
      title: `${station.name} · Foleni`,
      description: station.name,
    },
  ];

  // What the server sends, before any code runs: a search engine and a slow phone read this.
  const withoutCode = await browser.newContext({ javaScriptEnabled: false });
  const html = await withoutCode.newPage();
  for (const { url, heading, title, description } of pages) {
    await html.goto(url);
    await expect(html.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(html).toHaveTitle(title);
    expect(await html.locator('meta[name="description"]').getAttribute('content')).toContain(
      description,
    );
  }
  await withoutCode.close();

  // The app takes the page over with its data: the heading is the name all along.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { headingsSeen: seen });
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent;
      if (text && text !== seen.at(-1)) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  for (const { url, heading } of pages) {
    await page.goto(url);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(
      page.getByRole('tab', { name: /Outbound/ }).or(page.getByTestId('station-queue')),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen),
    ).toEqual([heading]);
  }
});

test('the region filter lists only that region’s stations', async ({ page, request }) => {
  const regions = await api<{ results: { id: number; name: string; station_count: number }[] }>(
    request,
    'regions/',
  );
  const region = regions.results.find((candidate) => candidate.station_count > 0);
  if (!region) throw new Error('no region with stations');

  await page.goto('/stations');
  const main = page.getByRole('main');
  // The phone's own picker: a native select.
  await main.getByRole('combobox', { name: 'Region' }).selectOption({ label: region.name });

  await expect(page).toHaveURL(`/stations?region=${region.id}`);
  await expect(main.getByText(`${region.station_count} stations`)).toBeVisible();
  const cards = main.getByRole('link').filter({ has: page.getByTestId('station-name') });
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText(region.name);
  }

  // A search with no match says so, and offers to clear it.
  await main.getByRole('searchbox', { name: 'Search stations' }).fill('zzzz-no-such-stage');
  await expect(main.getByText('No stations match your search.')).toBeVisible();
  await main.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).toHaveURL('/stations');
  await expect(main.getByTestId('station-name').first()).toBeVisible();
});

test('unknown stations and routes show a 404 state', async ({ page }) => {
  await page.goto('/station/999999');
  await expect(page.getByRole('heading', { name: 'Station not found' })).toBeVisible();
  await page.goto('/routes/not-a-number');
  await expect(page.getByRole('heading', { name: 'Route not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'All stations' }).click();
  await expect(page).toHaveURL('/stations');
});

test('a stations page past the end of the list says so and leads back to the first page', async ({
  page,
}) => {
  await page.goto('/stations?page=9999');
  const main = page.getByRole('main');
  await expect(main.getByText('This page is past the end of the list.')).toBeVisible();
  await main.getByRole('button', { name: 'Go to the first page' }).click();
  await expect(page).toHaveURL('/stations');
  await expect(main.getByRole('listitem').first()).toBeVisible();
});

test('a route page says ‘Failed to get route’ when the route cannot be loaded', async ({
  page,
}) => {
  // The connection drops (ERR_ABORTED is not counted as a browser error by the fixture).
  await page.route('**/api/v1.0/route-by-id/**', (route) => route.abort('aborted'));
  await page.goto('/routes/7');
  await expect(page.getByRole('heading', { name: 'Failed to get route' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a route’s published fares are listed', async ({ page, request }) => {
  const login = await request.post('/api/v1.0/login/', {
    data: { username: 'admin@demo.foleni.ke', password: 'foleni-demo' },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const route = await api<RouteDetail>(request, 'route-by-id/9/');
  const from = route.route_stops[0]?.name ?? '';
  const to = route.route_stops.at(-1)?.name ?? '';
  const fare = await request.post('/api/v1.0/route-by-id/9/fares/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { from_stop: from, to_stop: to, amount_kes: 80, peak_amount_kes: 120 },
  });
  expect(fare.ok(), await fare.text()).toBe(true);

  await page.goto('/routes/9');
  const fares = page.getByRole('main').getByRole('table');
  await expect(fares.getByRole('row').nth(1)).toContainText(from);
  await expect(fares.getByRole('row').nth(1)).toContainText(to);
  await expect(fares.getByRole('cell', { name: 'KES 80' })).toBeVisible();
  await expect(fares.getByRole('cell', { name: 'KES 120' })).toBeVisible();
});

test('the landing page shows the popular stations from the API', async ({ page, request }) => {
  const popular = await api<{ results: StationRow[] }>(
    request,
    'station/?p=1&p_size=8&ordering=-route_count&status=active',
  );
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Popular stations' });
  await expect(section.getByTestId('station-name')).toHaveText(
    popular.results.map((station) => station.name),
  );
  const busiest = popular.results[0];
  if (!busiest) throw new Error('no stations');
  await section.getByRole('link', { name: new RegExp(`^${busiest.name}`) }).click();
  await expect(page).toHaveURL(`/station/${busiest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: busiest.name })).toBeVisible();
});

test('the landing page shows an error with a retry when stations cannot load', async ({ page }) => {
  let fail = true;
  await page.route(
    (url) => url.pathname === '/api/v1.0/station/',
    (route) => (fail ? route.abort('aborted') : route.continue()),
  );
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Popular stations' });
  await expect(section.getByRole('alert')).toHaveText(/Failed to fetch stations/, {
    timeout: 15_000,
  });
  fail = false;
  await section.getByRole('button', { name: 'Try again' }).click();
  await expect(section.getByTestId('station-name').first()).toBeVisible();
});

test('the content pages are written in English and Kiswahili', async ({ page }) => {
  const pages = [
    ['/features', 'Features', 'Vipengele'],
    ['/about', 'About Foleni', 'Kuhusu Foleni'],
    ['/contact', 'Contact us', 'Wasiliana nasi'],
    ['/faq', 'Frequently asked questions', 'Maswali yanayoulizwa mara kwa mara'],
    ['/privacy', 'Privacy policy', 'Sera ya faragha'],
    ['/terms', 'Terms of service', 'Masharti ya huduma'],
    ['/refund-policy', 'Refund policy', 'Sera ya kurejesha pesa'],
    ['/how-to-use', 'How to use Foleni', 'Jinsi ya kutumia Foleni'],
    ['/charging', 'Charging slot booking', 'Kuhifadhi nafasi ya kuchaji'],
    ['/factory-booking', 'EV factory booking', 'Kuhifadhi nafasi kiwandani kwa magari ya umeme'],
    ['/commingsoon', 'Coming soon to Foleni', 'Vinavyokuja hivi karibuni kwenye Foleni'],
  ] as const;
  for (const [path, english] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    await expect(page).toHaveTitle(`${english} · Foleni`);
  }
  await page.evaluate(() => localStorage.setItem('foleni.language', 'sw'));
  for (const [path, , swahili] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: swahili })).toBeVisible();
  }

  // The features page lists the spec's coming-soon items and links to them.
  await page.goto('/features');
  await page.getByRole('button', { name: 'English' }).first().click();
  const soon = page.getByRole('region', { name: 'Coming soon' });
  for (const name of ['Charging slot booking', 'EV factory booking', 'AI assistant']) {
    await expect(soon.getByRole('heading', { name })).toBeVisible();
  }
  // About keeps the route data's credit.
  await page.goto('/about');
  await expect(page.getByRole('main')).toContainText('Licensed under CC BY 4.0.');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the network and content pages fit the screen', async ({ page }) => {
    for (const path of ['/', '/stations', '/station/2', '/routes/7', '/privacy', '/features']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      if (path === '/routes/7') {
        await expect(page.getByTestId('route-line')).toBeVisible();
      }
      const { scrollWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `${path} is wider than the screen`).toBeLessThanOrEqual(360);
    }
  });
});

/** The chunk of `key` and everything it imports statically (as scripts/bundle-size.mjs counts). */
function staticClosure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

test('the landing page’s first load stays within 170 kB gzip and leaves page code out', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Popular stations' }).getByTestId('station-name').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  // No code of the station, route or content pages (their chunks are named after the modules).
  const pageChunk =
    /\/assets\/(stations|station|route-details|features|about|contact|faq|privacy|terms|refund-policy|how-to-use|charging|factory-booking|commingsoon)-[\w-]{8}\.js$/;
  expect(scripts.filter((path) => pageChunk.test(path))).toEqual([]);

  // The first load: what index.html loads plus the landing route's static imports. Each of them
  // was downloaded, and together they stay within the budget.
  const { dist, manifest } = builtWebApp();
  const firstLoad = [
    ...staticClosure(manifest, 'index.html'),
    ...staticClosure(manifest, 'src/app/routes/landing.tsx'),
  ]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'));
  expect(scripts).toEqual(expect.arrayContaining(firstLoad.map((file) => `/${file}`)));
  const gzipBytes = [...new Set(firstLoad)].reduce(
    (total, file) => total + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
  expect(gzipBytes / 1024, 'first-load JavaScript of /, kB gzip').toBeLessThanOrEqual(170);
});
