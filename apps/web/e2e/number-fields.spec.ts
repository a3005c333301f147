import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { api, demoAccount, signIn } from './support';

// Number fields keep what was typed: a value out of range gets the field's message from the
// contract, never a quiet change to the nearest allowed value (issue #14, item 15).

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

type RouteRow = { id: number; route_id: string; route_name: string; stop_count: number };

/** Types `value` and leaves the field, where antd used to put its nearest allowed value. */
async function typeAndLeave(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
  await expect(field).toHaveValue(value);
}

/** Counts the API calls the page makes that change something. */
function writesOf(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && ['POST', 'PUT'].includes(request.method()))
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return writes;
}

test('vehicle year and seats out of range get their messages and stay as typed', async ({
  page,
}) => {
  await signIn(page, demoAccount('owner'));
  await page.goto('/dashboard/vehicles/new');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible();
  const writes = writesOf(page);
  await main.getByLabel('Number plate').fill('KDA 101A');
  await typeAndLeave(main.getByLabel('Year made'), '1850');
  await typeAndLeave(main.getByLabel('Seating capacity'), '900');
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    main.getByText('Enter the year the vehicle was made, from 1970 to next year.'),
  ).toBeVisible();
  await expect(
    main.getByText('Seating capacity must be a whole number from 1 to 100.'),
  ).toBeVisible();
  await expect(main.getByLabel('Year made')).toHaveValue('1850');
  await expect(main.getByLabel('Seating capacity')).toHaveValue('900');
  await expect(page).toHaveURL('/dashboard/vehicles/new');
  expect(writes).toEqual([]);
});

test('a station capacity below one gets its message and stays as typed', async ({ page }) => {
  await signIn(page, demoAccount('admin'));
  await page.goto('/dashboard/newstation');
  const main = page.getByRole('main');
  const writes = writesOf(page);
  await main.getByLabel('Name').fill('Number Test Stage');
  await typeAndLeave(main.getByLabel('Capacity'), '-3');
  await main.getByRole('button', { name: 'Create station' }).click();
  await expect(main.getByText('Capacity must be a whole number from 1 to 500.')).toBeVisible();
  await expect(main.getByLabel('Capacity')).toHaveValue('-3');
  expect(writes).toEqual([]);
});

test('route pricing names a route beyond the first page, and a fare of 0 is refused, not saved as 1', async ({
  page,
  request,
}) => {
  // The route list comes in route-number order; the chooser loads its first 30.
  const list = await api<{ count: number }>(request, 'route/?p_size=1&status=active');
  const last = await api<{ results: RouteRow[] }>(
    request,
    `route/?p_size=1&p=${list.count}&status=active`,
  );
  const route = last.results[0];
  if (!route) throw new Error('no routes');

  await signIn(page, demoAccount('admin'));
  await page.goto(`/dashboard/routes/add-pricing?route=${route.id}`);
  const main = page.getByRole('main');
  const chooser = main
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: 'Route' }) });
  await expect(chooser).toContainText(`${route.route_id} · ${route.route_name}`);
  await expect(chooser).not.toContainText(new RegExp(`^${route.id}$`));

  await main.getByRole('button', { name: 'Add fare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a fare' });
  const writes = writesOf(page);
  await typeAndLeave(dialog.getByLabel('Fare (KES)', { exact: true }), '0');
  await dialog.getByRole('button', { name: 'Save fare' }).click();
  await expect(
    dialog.getByText('The fare must be a whole number of shillings from 1 to 100,000.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Fare (KES)', { exact: true })).toHaveValue('0');
  expect(writes).toEqual([]);
});

test('a stop added by name keeps coordinates out of range as typed and is not added', async ({
  page,
}) => {
  await signIn(page, demoAccount('admin'));
  await page.goto('/dashboard/routes/new');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Stop name' }).fill('Gikomba');
  await typeAndLeave(main.getByLabel('Latitude'), '95.0001');
  await typeAndLeave(main.getByLabel('Longitude'), '-200.0001');
  await expect(main.getByText('Latitude must be between -90 and 90.')).toBeVisible();
  await expect(main.getByText('Longitude must be between -180 and 180.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add stop' })).toBeDisabled();

  await typeAndLeave(main.getByLabel('Latitude'), '-1.2841');
  await typeAndLeave(main.getByLabel('Longitude'), '36.8233');
  await expect(main.getByText('Latitude must be between -90 and 90.')).toBeHidden();
  await main.getByRole('button', { name: 'Add stop' }).click();
  await expect(main.getByTestId('editor-stop-name')).toHaveText(['Gikomba']);
});
