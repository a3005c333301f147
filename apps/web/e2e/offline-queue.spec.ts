import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { appTookOver, expect as baseExpect, test } from './fixtures';
import {
  approvedVehicle,
  boardColumn,
  change,
  closeBoard,
  join,
  openBoard,
  queueColumn,
  type Route,
  routeAt,
  type Setup,
  setUp,
} from './queue-support';
import { api, chooseOption, DEMO_PASSWORD, demoAccount } from './support';

// The marshal's queue when the network drops (issue #18): actions made offline wait on the phone
// as pending, go out in order when it is back, each applied once, and a refused one says why; the
// public board catches up after a long dropout without a reload.

// Each test files its vehicles through the whole wizard first, and one waits out a 30 s dropout.
test.describe.configure({ timeout: 120_000 });
// A first visit installs the service worker, whose downloads the stream waits behind: on a busy
// machine that takes many seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The marshal's phone, in a browser context of its own. While it is offline, requests that reach
 * for the network fail as they would on the phone; anything else logged as an error fails the test.
 */
async function marshalPhone(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  // Signed in as the demo station admin, as the app keeps a session (its tokens in localStorage).
  const tokens = await api<{ access_token: string; refresh_token: string }>(request, 'login/', {
    method: 'POST',
    data: { username: demoAccount('station'), password: DEMO_PASSWORD },
  });
  await context.addInitScript(
    ([access, refresh]) => {
      if (!localStorage.getItem('refresh_token')) {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      }
    },
    [tokens.access_token, tokens.refresh_token] as const,
  );
  const page = await context.newPage();
  // As the `page` fixture does: act once the app has taken the prerendered page over.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appTookOver(page);
    return response;
  };
  const errors: string[] = [];
  const offlineFailure = /ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/;
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  // The server's refusal of an action is expected (the test makes one); Chromium logs it.
  const apiRefusal = /status of 4\d\d\b/;
  page.on('console', (message) => {
    const text = message.text();
    const fromApi = new URL(message.location().url, 'http://localhost').pathname.startsWith(
      '/api/',
    );
    if (
      message.type() === 'error' &&
      !offlineFailure.test(text) &&
      !(fromApi && apiRefusal.test(text))
    )
      errors.push(`console.error: ${text}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { context, page, errors };
}

/** The add-vehicle form, filled with a route and the vehicle found by its plate. */
async function fillJoinForm(page: Page, route: Route, plate: string) {
  await expect(page).toHaveURL(/\/dashboard\/queue\/new\?/);
  const form = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Add a vehicle to the queue' })).toBeVisible();
  await expect(form.getByLabel('Route', { exact: true })).toBeEnabled();
  await form.getByLabel('Route', { exact: true }).click();
  // Typed first: the list shows only its first routes until it is scrolled.
  await form.getByLabel('Route', { exact: true }).fill(`${route.route_id} · `);
  await chooseOption(page, `${route.route_id} · ${route.route_name}`);
  await form.getByLabel('Vehicle').fill(plate);
  await chooseOption(page, new RegExp(plate));
  return form;
}

/**
 * Offline, the marshal calls the head of the line to load and adds a vehicle: the call shows as
 * pending on the head's card and the vehicle as pending at the end of the line, at once.
 */
async function callAndAddOffline(
  page: Page,
  setup: Setup,
  route: Route,
  plates: { head: string; added: string },
) {
  const column = queueColumn(page, route);
  await column.getByRole('button', { name: 'Call next to load' }).click();
  await expect(page.getByText('No connection: saved on this phone')).toBeVisible();
  await expect(
    column
      .getByTestId('waiting-entry')
      .filter({ hasText: plates.head })
      .getByTestId('pending-action'),
  ).toHaveText('Pending: call to load');
  await page.getByRole('link', { name: 'Add vehicle' }).click();
  const form = await fillJoinForm(page, route, plates.added);
  await form.getByRole('button', { name: 'Add to the queue' }).click();
  await expect(page).toHaveURL(`/dashboard/queue?station=${setup.station}`);
  await expect(column.getByTestId('pending-entry')).toHaveText(
    `${plates.added}Pending: join the line`,
  );
}

type ListedEntry = { id: number; plate: string; status: string; loading_at: string | null };

async function entriesOf(request: APIRequestContext, setup: Setup, route: Route) {
  const listed = await api<{ results: (ListedEntry & { joined_at: string })[] }>(
    request,
    `station-admin/queue/?station=${setup.station}&route=${route.id}&p_size=100`,
    { headers: setup.marshal },
  );
  return listed.results;
}

test('offline, the marshal calls the next vehicle and adds one: pending at once, applied once and in order when back online, and a refused action says why', async ({
  request,
  browser,
}) => {
  const setup = await setUp(request);
  const route = routeAt(setup, 6);
  const head = await approvedVehicle(request, setup);
  const leaving = await approvedVehicle(request, setup);
  const added = await approvedVehicle(request, setup);
  await join(request, setup, route, head.id);
  const leavingEntry = (await join(request, setup, route, leaving.id)).entry.id;
  const tv = await openBoard(browser, setup.station);
  const phone = await marshalPhone(browser, request);
  const { page, context } = phone;

  // The marshal has added a vehicle on this phone before: the form's code and the plate's search
  // are on the phone when the network goes.
  await page.goto(`/dashboard/queue?station=${setup.station}`);
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  await page.getByRole('link', { name: 'Add vehicle' }).click();
  const warmForm = await fillJoinForm(page, route, added.plate);
  await warmForm.getByRole('link', { name: 'Back to the queue' }).click();
  const column = queueColumn(page, route);
  await expect(column.getByTestId('waiting-entry')).toContainText([head.plate, leaving.plate]);
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  await expect(page.getByTestId('last-update')).toHaveText(
    /^Last update from the server: \d{2}:\d{2}$/,
  );

  await context.setOffline(true);
  await expect(page.getByTestId('live-status')).toHaveText('Offline');

  // 1. Call the next vehicle to load, 2. add a vehicle: both pending at once.
  await callAndAddOffline(page, setup, route, { head: head.plate, added: added.plate });

  // 3. Meanwhile the second vehicle leaves (its driver takes it out); the marshal, offline, marks
  // it as left too: the server will refuse that one.
  await change(request, setup, leavingEntry, 'leave');
  await column.getByRole('button', { name: `More actions for ${leaving.plate}` }).click();
  await page.getByRole('menuitem', { name: 'Mark as left' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Take out' }).click();
  await expect(column.getByTestId('pending-action')).toHaveText([
    'Pending: call to load',
    'Pending: leave',
    'Pending: join the line',
  ]);
  await expect(page.getByTestId('waiting-actions')).toHaveText('3 actions waiting to be sent');
  // Nothing has reached the server, so the board still shows the line as it was.
  await expect(boardColumn(tv.board, route).getByTestId('board-waiting')).toHaveText([
    `1${head.plate}`,
  ]);

  await context.setOffline(false);
  await expect(page.getByTestId('live-status')).toHaveText('Live', { timeout: 10_000 });
  await expect(column.getByTestId('pending-action')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('waiting-actions')).toHaveCount(0);
  await expect(column.getByTestId('loading-entry')).toContainText(head.plate);
  await expect(column.getByTestId('waiting-entry')).toHaveText([new RegExp(added.plate)]);
  const refused = page.getByTestId('refused-action');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(`Not applied: leave for ${leaving.plate}`);
  await expect(refused).toContainText('This vehicle has already left the queue.');

  // The public board shows both: the head loading (No. 1), the added vehicle behind it.
  await expect(boardColumn(tv.board, route).getByTestId('board-loading')).toHaveText(head.plate);
  await expect(boardColumn(tv.board, route).getByTestId('board-waiting')).toHaveText([
    `2${added.plate}`,
  ]);

  // Each applied once, in the order made: the call before the join.
  const entries = await entriesOf(request, setup, route);
  const of = (plate: string) => entries.filter((entry) => entry.plate === plate);
  expect(of(added.plate)).toHaveLength(1);
  expect(of(head.plate)).toMatchObject([{ status: 'loading' }]);
  const calledAt = of(head.plate)[0]?.loading_at ?? '';
  expect(calledAt < (of(added.plate)[0]?.joined_at ?? '')).toBe(true);

  // Read, the refusal goes.
  await refused.getByRole('button', { name: 'Close' }).click();
  await expect(refused).toHaveCount(0);
  await context.close();
  expect(phone.errors, 'the phone reported errors').toEqual([]);
  await closeBoard(tv);
});

test('a board that loses its connection for 30 s while three changes happen shows all three after reconnecting, without a reload', async ({
  request,
  browser,
}) => {
  const setup = await setUp(request);
  const route = routeAt(setup, 7);
  const first = await approvedVehicle(request, setup);
  const second = await approvedVehicle(request, setup);
  const firstEntry = (await join(request, setup, route, first.id)).entry.id;
  const tv = await openBoard(browser, setup.station);
  const column = boardColumn(tv.board, route);
  await expect(column.getByTestId('board-waiting')).toHaveText([`1${first.plate}`]);
  // A mark on this document: a reload would lose it.
  await tv.board.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  await tv.context.setOffline(true);
  const droppedAt = Date.now();
  await expect(tv.board.getByTestId('live-status')).toHaveText('Reconnecting…');
  await change(request, setup, firstEntry, 'call');
  await join(request, setup, route, second.id);
  await change(request, setup, firstEntry, 'depart');
  await tv.board.waitForTimeout(30_000 - (Date.now() - droppedAt));
  await expect(column.getByTestId('board-waiting')).toHaveText([`1${first.plate}`]);

  await tv.context.setOffline(false);
  await expect(tv.board.getByTestId('live-status')).toHaveText('Live', { timeout: 10_000 });
  await expect(column.getByTestId('board-waiting')).toHaveText([`1${second.plate}`]);
  await expect(column.getByTestId('board-loading')).toHaveCount(0);
  await expect(tv.board.getByText(first.plate)).toHaveCount(0);
  expect(await tv.board.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');
  await closeBoard(tv);
});

/** The keys of what the app keeps of the signed-in account on the phone (lib/pwa/kept-account). */
const keptKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('foleni.kept.')));

test('reopened with no network, the queue page starts as last seen: the account, the live line and its time; a call and an added vehicle wait as pending and are applied once, in order, when back online; signing out forgets the account', async ({
  request,
  browser,
}) => {
  const setup = await setUp(request);
  const route = routeAt(setup, 8);
  const head = await approvedVehicle(request, setup);
  const second = await approvedVehicle(request, setup);
  const added = await approvedVehicle(request, setup);
  const headEntry = (await join(request, setup, route, head.id)).entry.id;
  const phone = await marshalPhone(browser, request);
  const { page, context } = phone;

  await page.goto(`/dashboard/queue?station=${setup.station}`);
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The marshal has looked up the vehicle to add on this phone before.
  await page.getByRole('link', { name: 'Add vehicle' }).click();
  const warmForm = await fillJoinForm(page, route, added.plate);
  await warmForm.getByRole('link', { name: 'Back to the queue' }).click();
  const column = queueColumn(page, route);
  await expect(column.getByTestId('waiting-entry')).toHaveText([new RegExp(head.plate)]);
  // A change that reaches the page live, after its snapshot (the service worker's copy) loaded.
  await join(request, setup, route, second.id);
  await expect(column.getByTestId('waiting-entry')).toHaveText([
    new RegExp(head.plate),
    new RegExp(second.plate),
  ]);
  const lastUpdate = await page.getByTestId('last-update').textContent();
  expect(lastUpdate).toMatch(/^Last update from the server: \d{2}:\d{2}$/);

  // The app closed and opened again at a stage with no network.
  await context.setOffline(true);
  await page.reload();
  await appTookOver(page);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveText('Offline');
  await expect(column.getByTestId('waiting-entry')).toHaveText([
    new RegExp(head.plate),
    new RegExp(second.plate),
  ]);
  await expect(page.getByTestId('last-update')).toHaveText(lastUpdate ?? '');

  await callAndAddOffline(page, setup, route, { head: head.plate, added: added.plate });
  await expect(page.getByTestId('waiting-actions')).toHaveText('2 actions waiting to be sent');
  expect((await entriesOf(request, setup, route)).map((entry) => entry.status)).toEqual([
    'waiting',
    'waiting',
  ]);

  await context.setOffline(false);
  await expect(page.getByTestId('live-status')).toHaveText('Live', { timeout: 10_000 });
  await expect(column.getByTestId('pending-action')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('waiting-actions')).toHaveCount(0);
  await expect(column.getByTestId('loading-entry')).toContainText(head.plate);
  await expect(column.getByTestId('waiting-entry')).toHaveText([
    new RegExp(second.plate),
    new RegExp(added.plate),
  ]);
  const entries = await entriesOf(request, setup, route);
  expect(entries.filter((entry) => entry.status === 'loading')).toMatchObject([{ id: headEntry }]);
  const joins = entries.filter((entry) => entry.plate === added.plate);
  expect(joins).toHaveLength(1);
  const calledAt = entries.find((entry) => entry.id === headEntry)?.loading_at ?? '';
  expect(calledAt < (joins[0]?.joined_at ?? '')).toBe(true);

  // A shared phone: signing out leaves nothing of the account behind.
  expect(await keptKeys(page)).not.toEqual([]);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  expect(await keptKeys(page)).toEqual([]);
  await context.close();
  expect(phone.errors, 'the phone reported errors').toEqual([]);
});
