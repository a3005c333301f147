import { fileURLToPath } from 'node:url';
import { type Journey, type JourneysAnswer, todayInNairobi } from '@foleni/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, horizontalOverflow, test } from './fixtures';
import { choosePlace, routeSearchForm } from './support';

// The journey planner in the browser (issue #12): journeys with walks between stages, their
// maps, a route's map, the phone layout, "Use my location" and picking a point on a map.
//
// Tests run without internet. The maps' tile server (OpenStreetMap by default) is answered here:
// either with a plain tile (the street map "loads") or with something that is not an image (it
// "cannot load"), the way an offline phone sees it, without the browser logging a network error.

const TILE_SERVER = /^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//;
/** One pixel of OpenStreetMap's land colour (#f2efe9); Leaflet stretches it over the tile. */
const LAND_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP49P4lAAWhAstbEQ6lAAAAAElFTkSuQmCC',
  'base64',
);

const NO_STORE = { 'cache-control': 'no-store' };

async function tiles(page: Page, state: 'load' | 'fail') {
  await page.unroute(TILE_SERVER);
  await page.route(TILE_SERVER, (route) =>
    state === 'load'
      ? route.fulfill({ contentType: 'image/png', body: LAND_TILE, headers: NO_STORE })
      : route.fulfill({ contentType: 'text/plain', body: '', headers: NO_STORE }),
  );
}

const CBD = { lat: -1.2864, lon: 36.8172 };

function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The walks of a journey that go from one matatu to another. */
function changeWalks(journey: Journey) {
  return journey.legs.filter(
    (leg, index) =>
      leg.mode === 'walk' &&
      journey.legs[index - 1]?.mode === 'matatu' &&
      journey.legs[index + 1]?.mode === 'matatu',
  );
}

async function plannerAnswer(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<JourneysAnswer> {
  const response = await request.get('/api/v1.0/journeys/', { params: query });
  expect(response.status()).toBe(200);
  return (await response.json()) as JourneysAnswer;
}

const searchHref = (from: string, to: string, time = '08:00') =>
  `/search?${new URLSearchParams({
    departure: from,
    destination: to,
    bookingType: 'one way',
    travelDate: todayInNairobi(),
    time,
  })}`;

test('Rongai → Thika from the landing page: a walk between two CBD stages, and the map', async ({
  page,
  request,
}) => {
  await tiles(page, 'fail');
  await page.goto('/');
  const form = await routeSearchForm(page);
  await choosePlace(page, form, 'From', 'Rongai');
  await choosePlace(page, form, 'To', 'Thika');
  const bookingType = form.getByRole('combobox', { name: 'Booking type' });
  await bookingType.fill('One way');
  await bookingType.press('Enter');
  await form.getByRole('textbox', { name: 'Travel date' }).fill(todayInNairobi());
  const time = form.getByRole('textbox', { name: 'Time' });
  await time.fill('08:00');
  // Enter takes the typed time and searches, as in the date field.
  await time.press('Enter');
  await expect(page).toHaveURL(searchHref('Rongai', 'Thika'));

  // The planner's answer, to know what the page must show.
  const answer = await plannerAnswer(request, {
    from: 'Rongai',
    to: 'Thika',
    date: todayInNairobi(),
    time: '08:00',
  });
  const index = answer.journeys.findIndex((journey) =>
    changeWalks(journey).some(
      (walk) => walk.mode === 'walk' && walk.distance_m > 0 && metres(walk.from, CBD) < 2000,
    ),
  );
  expect(index, 'a journey that walks from one CBD stage to another').toBeGreaterThanOrEqual(0);
  const journey = answer.journeys[index] as Journey;
  const walk = changeWalks(journey).find((leg) => leg.mode === 'walk' && leg.distance_m > 0);
  if (walk?.mode !== 'walk') throw new Error('no walk between rides');
  expect(metres(walk.to, CBD), `${walk.to.name} is in the CBD`).toBeLessThan(2000);
  expect(walk.from.name).not.toBe(walk.to.name);

  // Its card: the summary, then the timeline: get off, walk to the other stage, board again.
  const cards = page.getByTestId('journey');
  await expect(cards).toHaveCount(answer.journeys.length, { timeout: 15_000 });
  const card = cards.nth(index);
  await expect(card).toContainText(
    `${journey.departure.slice(11, 16)} – ${journey.arrival.slice(11, 16)}`,
  );
  const steps = card.getByTestId('journey-step');
  const texts = (await steps.allTextContents()).map((text) => text.replace(/\s+/g, ' '));
  const walkText = `Walk ${walk.distance_m.toLocaleString('en-KE')} m to ${walk.to.name}`;
  const at = texts.findIndex((text) => text.includes(walkText));
  expect(at, `"${walkText}" in ${JSON.stringify(texts)}`).toBeGreaterThan(0);
  expect(texts[at - 1]).toContain(`Get off at ${walk.from.name}`);
  expect(texts[at + 1]).toMatch(/^\d\d:\d\dBoard \w+ \(.+\) at \d\d:\d\d/);
  expect(texts.at(-1)).toContain(`Arrive ${journey.arrival.slice(11, 16)}`);
  await expect(
    card.getByText(/^\d+ min, \d+ stops?$|^\d+ h \d+ min, \d+ stops?$/).first(),
  ).toBeVisible();

  // Its map: no street map offline, but the lines on a plain background, walks dashed.
  await card.getByTestId('journey-body').scrollIntoViewIfNeeded();
  const map = card.getByRole('region', { name: 'Map of the journey from Rongai to Thika' });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-tiles', 'failed');
  await expect(map.getByText('The street map could not load')).toBeVisible();
  await expect(map.locator('.leaflet-overlay-pane svg')).toBeVisible();
  const lines = map.locator('.leaflet-overlay-pane path');
  // Each walk a line; each ride a line on a halo, a ring where one boards and where one gets off.
  const rides = journey.legs.filter((leg) => leg.mode === 'matatu').length;
  await expect(lines).toHaveCount(journey.legs.length - rides + rides * 4 + 2);
  const dashes = await lines.evaluateAll((paths) =>
    paths.map((path) => getComputedStyle(path).strokeDasharray),
  );
  const walks = journey.legs.filter((leg) => leg.mode === 'walk');
  const dashed = dashes.filter((dash) => dash !== 'none').length;
  expect(dashed).toBeGreaterThanOrEqual(walks.filter((leg) => leg.distance_m > 0).length);
  expect(dashed).toBeLessThanOrEqual(walks.length);
  await expect(map.getByText('Start: Rongai')).toBeVisible();
  await expect(map.getByText('End: Thika')).toBeVisible();

  // The spec's route cards stay under the journeys: no route goes directly, so related routes.
  await expect(page.getByText('Showing Related Routes')).toBeVisible();
});

test('a place outside the network: the planner says so', async ({ page }) => {
  await tiles(page, 'fail');
  await page.goto(searchHref('Rongai', 'Nakuru'));
  const empty = page.getByTestId('no-journey');
  await expect(empty.getByText('No routes found', { exact: true })).toBeVisible();
  await expect(empty.getByText("No matatu in Foleni's network reaches Nakuru yet")).toBeVisible();
  await expect(page.getByTestId('journey')).toHaveCount(0);
});

test('a route page shows its stops on a map; the drawn line stands in when tiles fail', async ({
  page,
}) => {
  await tiles(page, 'load');
  await page.goto('/routes/1');
  const map = page.getByRole('region', { name: /^Map of route 107D from / });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-tiles', 'shown');
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeVisible();
  await expect(map.getByText(/^Start: /)).toBeVisible();
  await expect(map.getByText(/^End: /)).toBeVisible();
  await expect(map.getByText('© OpenStreetMap contributors')).toBeVisible();
  // With the street map shown, the drawing of the line is not needed.
  await expect(page.getByTestId('route-line')).toHaveCount(0);

  await tiles(page, 'fail');
  await page.reload();
  await expect(map).toHaveAttribute('data-tiles', 'failed');
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeVisible();
  await expect(page.getByTestId('route-line')).toBeVisible();
});

test('Use my location starts the journey where the phone is; the end is picked on a map', async ({
  page,
  context,
}) => {
  await tiles(page, 'load');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -1.2841, longitude: 36.8233 });
  await page.goto('/search');
  const form = page.getByRole('search', { name: 'Route search' });

  await form.getByRole('button', { name: 'Use my location' }).click();
  await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue('-1.28410,36.82330');

  // The destination: a tap on the map, near Westlands.
  await form.getByRole('button', { name: 'Pick on the map: Where are you going?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Where are you going?' });
  const map = dialog.getByRole('region', { name: 'Map to pick a point on' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  const use = dialog.getByRole('button', { name: 'Use this point' });
  await expect(use).toBeDisabled();
  // The map opens on the CBD: Westlands is up and to the left of its centre.
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await expect(dialog.getByText('Chosen point')).toBeVisible();
  await use.click();
  await expect(dialog).toBeHidden();
  const to = await form.getByRole('combobox', { name: 'To' }).inputValue();
  expect(to).toMatch(/^-1\.\d{5},36\.\d{5}$/);

  const bookingType = form.getByRole('combobox', { name: 'Booking type' });
  await bookingType.fill('One way');
  await bookingType.press('Enter');
  const date = form.getByRole('textbox', { name: 'Travel date' });
  await date.fill(todayInNairobi());
  await date.press('Enter');
  await expect(page).toHaveURL(/departure=-1\.28410%2C36\.82330/);
  // Between two points the planner answers alone: the spec's search knows only names.
  await expect(page.getByTestId('journey').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Showing Related Routes')).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a route page draws its line, and loads the street map only when asked', async ({
    page,
  }) => {
    const tileRequests: string[] = [];
    page.on('request', (request) => {
      if (TILE_SERVER.test(request.url())) tileRequests.push(request.url());
    });
    await tiles(page, 'load');
    await page.goto('/routes/1');
    await expect(page.getByTestId('route-line')).toBeVisible();
    const map = page.getByRole('region', { name: /^Map of route 107D from / });
    await expect(map).toHaveCount(0);
    // Scrolled to the end: still no tile asked for, and no map code run.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('button', { name: 'Show the street map' })).toBeVisible();
    expect(tileRequests).toEqual([]);
    expect(await page.locator('.leaflet-container').count()).toBe(0);

    await page.getByRole('button', { name: 'Show the street map' }).tap();
    // The button is gone; focus is on the map's title, not back at the top of the page.
    await expect(page.getByRole('heading', { name: 'Map', exact: true })).toBeFocused();
    await expect(map).toHaveAttribute('data-tiles', 'shown');
    expect(tileRequests.length).toBeGreaterThan(0);
    // With the street map shown, the drawing of the line is not needed.
    await expect(page.getByTestId('route-line')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show the street map' })).toHaveCount(0);
  });

  test('journeys fold to their summary and open onto steps and map', async ({ page }) => {
    await tiles(page, 'load');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(searchHref('Rongai', 'Thika'));
    const cards = page.getByTestId('journey');
    await expect(cards.first()).toBeVisible({ timeout: 15_000 });
    const first = cards.first();
    await expect(first.getByTestId('journey-step').first()).toBeHidden();
    const open = first.getByRole('button', { name: 'Show the steps' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.tap();
    await expect(first.getByRole('button', { name: 'Hide the steps' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(first.getByTestId('journey-step').first()).toBeVisible();
    // The map is under the steps; it loads when it comes near the screen.
    await first
      .getByTestId('journey-body')
      .evaluate((body) => body.scrollIntoView({ block: 'end' }));
    const map = first.getByTestId('map');
    await expect(map).toHaveAttribute('data-tiles', 'shown');
    await expect(map.locator('.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0);
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);

    // The form, the journeys (the first one open, its map loaded), down to the route cards.
    await page.evaluate(() => window.scrollTo(0, 0));
    const list = await page.getByRole('region', { name: /^Journeys/ }).boundingBox();
    await page.screenshot({
      path: screenshot('journeys-360.png'),
      fullPage: true,
      clip: { x: 0, y: 0, width: 360, height: (list?.y ?? 0) + (list?.height ?? 740) + 16 },
    });

    // In Kiswahili too.
    await page.evaluate(() => localStorage.setItem('foleni.language', 'sw'));
    await page.reload();
    await page.getByTestId('journey').first().getByRole('button', { name: 'Onyesha hatua' }).tap();
    await expect(page.getByTestId('journey-step').first()).toContainText('Tembea mita');
  });
});

test('the journeys at 1280 px, for the record', async ({ page }) => {
  await tiles(page, 'load');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(searchHref('Rongai', 'Thika'));
  const cards = page.getByTestId('journey');
  await expect(cards.first().getByTestId('map')).toHaveAttribute('data-tiles', 'shown', {
    timeout: 15_000,
  });
  // Every journey's map loads as it comes near the screen: scroll past them all, then back.
  for (const card of await cards.all()) {
    await card.getByTestId('journey-body').evaluate((body) => body.scrollIntoView());
    const map = card.getByTestId('map');
    await expect(map).toHaveAttribute('data-tiles', 'shown');
    await expect(map.locator('.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshot('journeys-1280.png'), fullPage: true });
});

/** Into docs/screenshots when asked (UPDATE_SCREENSHOTS=1), else with the test's other output. */
function screenshot(name: string): string {
  return process.env.UPDATE_SCREENSHOTS
    ? fileURLToPath(new URL(`../../../docs/screenshots/${name}`, import.meta.url))
    : test.info().outputPath(name);
}
