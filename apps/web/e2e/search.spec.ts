import { todayInNairobi } from '@foleni/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtWebApp, choosePlace, routeSearchForm } from './support';

// Results now come with maps, whose tiles (OpenStreetMap) cannot load without internet: they
// are answered here with one plain pixel, so no test depends on the network.
const TILE_SERVER = /^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//;
const LAND_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP49P4lAAWhAstbEQ6lAAAAAElFTkSuQmCC',
  'base64',
);
test.beforeEach(async ({ page }) => {
  await page.route(TILE_SERVER, (route) =>
    route.fulfill({ contentType: 'image/png', body: LAND_TILE }),
  );
});

async function fillJourney(page: Page, form: Locator, from: string, to: string) {
  await choosePlace(page, form, 'From', from);
  await choosePlace(page, form, 'To', to);
  const bookingType = form.getByRole('combobox', { name: 'Booking type' });
  // The list of 33 types filters as one types; Enter takes the first match.
  await bookingType.fill('One way');
  await bookingType.press('Enter');
  await expect(form.getByTitle('One way')).toBeVisible();
  const date = form.getByRole('textbox', { name: 'Travel date' });
  await date.fill(todayInNairobi());
}

test('a direct route from the landing page, its stops highlighted, then its route page', async ({
  page,
}) => {
  await page.goto('/');
  const form = await routeSearchForm(page);
  await fillJourney(page, form, 'Ruaka Stage', 'Ruiru');
  // Enter in the date field takes the typed date and searches, like the Search routes button.
  await form.getByRole('textbox', { name: 'Travel date' }).press('Enter');

  await expect(page).toHaveURL(
    `/search?departure=Ruaka+Stage&destination=Ruiru&bookingType=one+way&travelDate=${todayInNairobi()}`,
  );
  const card = page.getByTestId('route-result').first();
  await expect(card.getByRole('heading', { name: 'Ruaka-Ruiru' })).toBeVisible();
  await expect(card.getByText('Kaskazini Line Sacco')).toBeVisible();
  await expect(card.getByText('Route 107D')).toBeVisible();
  await expect(card.locator('[data-stop="boarding"]')).toContainText('Ruaka Stage');
  await expect(card.locator('[data-stop="alighting"]')).toContainText('Ruiru');
  await expect(card.getByText('31 stops')).toBeVisible();

  // A long list is collapsed around the ride, and opens in full.
  const stops = card.getByRole('list', { name: 'Stops of route 107D' });
  await expect(stops.getByText('Kahawa Railways Roundabout')).toHaveCount(0);
  await card.getByRole('button', { name: 'Show all 32 stops' }).click();
  await expect(stops.getByText('Kahawa Railways Roundabout')).toBeVisible();

  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL('/routes/1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ruaka');
});

test('no direct route: journeys with changes, then Showing Related Routes', async ({ page }) => {
  await page.goto(
    `/search?departure=Rongai&destination=Thika&bookingType=one+way&travelDate=${todayInNairobi()}`,
  );
  // The planner's journeys come first, each with its changes of matatu.
  const journey = page.getByTestId('journey').first();
  await expect(journey).toBeVisible({ timeout: 15_000 });
  await expect(journey).toContainText(/\d+ changes?/);
  // Then the spec's answer to a search without a direct route (202): the banner and the routes
  // serving either end. The journeys above already show the changes, so no transfer cards.
  await expect(page.getByText('Showing Related Routes')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Routes from your departure' })).toBeVisible();
  await expect(page.getByTestId('transfer-journey')).toHaveCount(0);
  await expect(page.getByTestId('route-result').first()).toBeVisible();
});

test('an empty search shows the spec’s messages; the URL carries the journey', async ({ page }) => {
  await page.goto('/');
  const form = await routeSearchForm(page);
  await form.getByRole('button', { name: 'Search routes' }).click();
  for (const message of [
    'Please select booking type',
    'Please select departure',
    'Please select destination',
    'Please select a date',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL('/');

  // The same place at both ends is refused.
  await choosePlace(page, form, 'From', 'Ruiru');
  await choosePlace(page, form, 'To', 'Ruiru');
  await expect(form.getByText('Departure and destination cannot be the same')).toBeVisible();

  // A shareable link: the four parameters, and the same results after a reload.
  const today = todayInNairobi();
  await page.goto(
    `/search?departure=Ngara&destination=Limuru+Terminus&bookingType=one+way&travelDate=${today}`,
  );
  const modify = await routeSearchForm(page);
  await expect(modify.getByRole('combobox', { name: 'From' })).toHaveValue('Ngara');
  await expect(modify.getByRole('combobox', { name: 'To' })).toHaveValue('Limuru Terminus');
  const names = page.getByTestId('route-result').getByRole('heading');
  await expect(names.first()).toBeVisible();
  const before = await names.allTextContents();
  await page.reload();
  await expect(names.first()).toBeVisible();
  expect(await names.allTextContents()).toEqual(before);
  await routeSearchForm(page);

  // Modifying the search updates the URL.
  await modify.getByRole('combobox', { name: 'From' }).fill('');
  await choosePlace(page, modify, 'From', 'Railways');
  // A place typed in full is searched as typed, without picking a suggestion.
  await modify.getByRole('combobox', { name: 'To' }).fill('Ongata Rongai');
  await modify.getByRole('button', { name: 'Modify search' }).click();
  await expect(page).toHaveURL(
    `/search?departure=Railways&destination=Ongata+Rongai&bookingType=one+way&travelDate=${today}`,
  );
  await expect(page.getByTestId('route-result').first()).toBeVisible();
});

test('a date in the address that is not on the calendar is not rolled over: the form asks for a date', async ({
  page,
}) => {
  await page.goto(
    '/search?departure=Ngara&destination=Limuru+Terminus&bookingType=one+way&travelDate=2030-02-30',
  );
  const form = await routeSearchForm(page);
  await expect(form.getByText('Please select a date', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Travel date' })).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue('Ngara');
  await expect(page.getByText('Enter where you start and where you are going')).toBeVisible();
  await expect(page.getByTestId('journey')).toHaveCount(0);
});

test('a place nobody knows: No routes found with the server’s message', async ({ page }) => {
  await page.goto(
    `/search?departure=Atlantis&destination=Narnia&bookingType=one+way&travelDate=${todayInNairobi()}`,
  );
  await expect(page.getByText('No routes found', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'We could not find that place. Check the spelling or pick a stop from the suggestions.',
    ),
  ).toBeVisible();
});

test('the header search lists matching stations, stops and routes', async ({ page }) => {
  await page.goto('/search?q=Kencom');
  const main = page.getByRole('main');
  await expect(main.getByText('You searched for “Kencom”.')).toBeVisible();
  await main
    .getByRole('link', { name: /Kencom\/Ambassadeur/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/station\/\d+$/);
});

test('with results, the modify form shows the journey and its code waits for a visitor', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const { manifest } = builtWebApp();
  const formCode = `/${manifest['src/features/route-search/components/route-search-form.tsx']?.file}`;
  await page.goto(
    `/search?departure=Ngara&destination=Limuru+Terminus&bookingType=one+way&travelDate=${todayInNairobi()}`,
  );
  await expect(page.getByTestId('route-result').first()).toBeVisible();
  const journey = page.getByRole('status', { name: 'Route search' });
  await expect(journey).toContainText('Ngara');
  await expect(journey).toContainText('Limuru Terminus');
  await expect(journey).toContainText('One way');
  await page.waitForLoadState('networkidle');
  expect(scripts).not.toContain(formCode);

  // A tap on To brings the form, with the cursor in To.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await journey.getByText('Limuru Terminus').click();
  const form = page.getByRole('search', { name: 'Route search' });
  await expect(form.getByRole('combobox', { name: 'To' })).toBeFocused();
  await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue('Limuru Terminus');
  expect(scripts).toContain(formCode);
});
