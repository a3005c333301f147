import { expect, test } from './fixtures';
import {
  approvedVehicle,
  boardColumn,
  change,
  closeBoard,
  join,
  LIVE_MS,
  openBoard,
  queueColumn,
  type Route,
  routeAt,
  setUp,
} from './queue-support';
import { api, chooseOption, demoAccount, demoApi, signIn } from './support';

// The station queue, live: the marshal's page and the public board of the same station, each in
// its own browser context. The demo has no vehicles, so each test files and approves its own
// through the API (unique plates), and uses a route of the marshal's station no other test uses.

// Each test files its vehicles through the whole wizard first: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('a marshal joins, calls and departs a vehicle; the public board shows each within a second', async ({
  page,
  request,
  browser,
}) => {
  const setup = await setUp(request);
  const route = routeAt(setup, 0);
  const vehicle = await approvedVehicle(request, setup);
  const tv = await openBoard(browser, setup.station);

  await signIn(page, demoAccount('station'));
  await page.goto('/dashboard/queue');
  await expect(page).toHaveURL(`/dashboard/queue?station=${setup.station}`);
  await expect(page.getByTestId('live-status')).toHaveText('Live');

  // Join through the form: station (prefilled), route, and the plate searched among approved vehicles.
  await page.getByRole('link', { name: 'Add vehicle' }).click();
  await expect(page).toHaveURL(`/dashboard/queue/new?station=${setup.station}`);
  const form = page.getByRole('main');
  await expect(form.getByLabel('Route', { exact: true })).toBeEnabled();
  await form.getByLabel('Route', { exact: true }).click();
  await chooseOption(page, `${route.route_id} · ${route.route_name}`);
  await form.getByLabel('Vehicle').fill(vehicle.plate.slice(0, 6));
  await chooseOption(page, new RegExp(vehicle.plate));
  const joined = page.waitForResponse(
    (response) =>
      response.url().endsWith('/station-admin/queue/') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Add to the queue' }).click();
  expect((await joined).status()).toBe(201);
  await expect(boardColumn(tv.board, route).getByTestId('board-waiting')).toHaveText(
    [`1${vehicle.plate}`],
    { timeout: LIVE_MS },
  );
  await expect(page.getByText('Vehicle added to the queue')).toBeVisible();
  await expect(page).toHaveURL(`/dashboard/queue?station=${setup.station}`);

  // Call it to load: it moves to the loading slot on the board.
  const column = queueColumn(page, route);
  await expect(column.getByTestId('waiting-entry')).toContainText([vehicle.plate]);
  const called = page.waitForResponse((response) => /\/queue\/\d+\/$/.test(response.url()));
  await column.getByRole('button', { name: 'Call next to load' }).click();
  expect((await called).status()).toBe(200);
  await expect(boardColumn(tv.board, route).getByTestId('board-loading')).toHaveText(
    vehicle.plate,
    { timeout: LIVE_MS },
  );
  await expect(column.getByTestId('loading-entry')).toContainText(vehicle.plate);

  // Depart: the line is empty again, on both pages.
  const departed = page.waitForResponse((response) => /\/queue\/\d+\/$/.test(response.url()));
  await column.getByRole('button', { name: 'Depart' }).click();
  expect((await departed).status()).toBe(200);
  await expect(tv.board.getByText(vehicle.plate)).toHaveCount(0, { timeout: LIVE_MS });
  await expect(page.getByText(vehicle.plate)).toHaveCount(0);
  await closeBoard(tv);
});

test('a marshal moves and removes vehicles with a reason; refusals are shown as the server says', async ({
  page,
  request,
}) => {
  const setup = await setUp(request);
  const route = routeAt(setup, 4);
  const [first, second, third] = [
    await approvedVehicle(request, setup),
    await approvedVehicle(request, setup),
    await approvedVehicle(request, setup),
  ];
  for (const vehicle of [first, second, third]) await join(request, setup, route, vehicle.id);

  await signIn(page, demoAccount('station'));
  await page.goto(`/dashboard/queue?station=${setup.station}`);
  const column = queueColumn(page, route);
  // The first look waits for a cold dashboard page (its code, the station, the queue's stream),
  // which took over 5 s on a busy two-core CI machine.
  await expect(column.getByTestId('waiting-entry')).toContainText(
    [first.plate, second.plate, third.plate],
    { timeout: 15_000 },
  );

  // Move the third to the head: the new place and a reason are required.
  await column.getByRole('button', { name: `More actions for ${third.plate}` }).click();
  await page.getByRole('menuitem', { name: 'Move', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${third.plate}` });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog.getByText('Please choose the new place in line.')).toBeVisible();
  await expect(dialog.getByText('Please give the reason.')).toBeVisible();
  await dialog.getByLabel('New place in line').fill('1');
  await dialog.getByLabel('Reason').fill('Came back from a breakdown');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toBeHidden();
  await expect(column.getByTestId('waiting-entry')).toContainText([
    third.plate,
    first.plate,
    second.plate,
  ]);

  // Remove the first with a reason.
  await column.getByRole('button', { name: `More actions for ${first.plate}` }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const removal = page.getByRole('dialog', { name: `Remove ${first.plate} from the queue` });
  await removal.getByLabel('Reason').fill('Not at the stage');
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(column.getByTestId('waiting-entry')).toContainText([third.plate, second.plate]);

  // A vehicle already in a line cannot join another: the server's reason, shown on the form.
  // Picked first, the vehicle narrows the routes offered to its Sacco's.
  await page.goto(`/dashboard/queue/new?station=${setup.station}`);
  const form = page.getByRole('main');
  await expect(form.getByLabel('Route', { exact: true })).toBeEnabled();
  await form.getByLabel('Vehicle').fill(second.plate.slice(0, 6));
  await chooseOption(page, new RegExp(second.plate));
  const label = (route: Route) => `${route.route_id} · ${route.route_name}`.toLowerCase();
  const foreign = setup.foreignRoutes.find(
    (route) => !setup.routes.some((own) => label(own).includes(route.route_id.toLowerCase())),
  );
  if (!foreign) throw new Error('the demo station has routes of one Sacco only');
  await form.getByLabel('Route', { exact: true }).fill(foreign.route_id);
  await expect(
    page.getByText('No route of this vehicle’s Sacco loads at this station.'),
  ).toBeVisible();
  const other = routeAt(setup, 5);
  await form.getByLabel('Route', { exact: true }).fill(other.route_id);
  await chooseOption(page, `${other.route_id} · ${other.route_name}`);
  await form.getByRole('button', { name: 'Add to the queue' }).click();
  await expect(page.getByTestId('join-refusal')).toHaveText(
    'This vehicle is already in a queue. It must depart or leave first.',
  );
  await expect(page).toHaveURL(/\/dashboard\/queue\/new/);
});

test('the board says it is reconnecting after a network drop, then catches up', async ({
  request,
  browser,
}) => {
  const setup = await setUp(request);
  const route = routeAt(setup, 2);
  const vehicle = await approvedVehicle(request, setup);
  const tv = await openBoard(browser, setup.station);

  await tv.context.setOffline(true);
  await expect(tv.board.getByTestId('live-status')).toHaveText('Reconnecting…');
  await join(request, setup, route, vehicle.id);
  await tv.board.waitForTimeout(500);
  await expect(tv.board.getByText(vehicle.plate)).toHaveCount(0);

  await tv.context.setOffline(false);
  await expect(tv.board.getByTestId('live-status')).toHaveText('Live', { timeout: 10_000 });
  await expect(boardColumn(tv.board, route).getByTestId('board-waiting')).toHaveText([
    `1${vehicle.plate}`,
  ]);
  // And it is live again: the next change arrives at once.
  const entry = (
    await api<{ results: { id: number; plate: string }[] }>(
      request,
      `station-admin/queue/?station=${setup.station}&route=${route.id}&status=waiting`,
      { headers: setup.marshal },
    )
  ).results.find((item) => item.plate === vehicle.plate);
  await change(request, setup, entry?.id ?? 0, 'call');
  await expect(boardColumn(tv.board, route).getByTestId('board-loading')).toHaveText(
    vehicle.plate,
    { timeout: LIVE_MS },
  );
  await closeBoard(tv);
});

test("a driver sees their vehicle's place in line, live from the marshal's first move, and is notified in one wording", async ({
  page,
  request,
}) => {
  const setup = await setUp(request);
  const route = routeAt(setup, 1);
  const ahead = await approvedVehicle(request, setup);
  const mine = await approvedVehicle(request, setup, true);
  const aheadEntry = (await join(request, setup, route, ahead.id)).entry.id;
  // Other suites' queue moves notify the demo driver too: the count starts from nothing unread.
  await (await demoApi(request, 'driver')).send('POST', 'notifications/read-all/', {});

  await signIn(page, demoAccount('driver'));
  const place = page.getByTestId('my-place').filter({ hasText: mine.plate });
  await expect(page.getByRole('heading', { name: 'Your place in line' })).toBeVisible();
  await expect(place).toHaveCount(0);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  // The marshal queues the vehicle: the card appears at once, long before the list's own refresh.
  const myEntry = (await join(request, setup, route, mine.id)).entry.id;
  await expect(place).toContainText('No. 2', { timeout: 5_000 });
  await expect(place).toContainText('1 vehicle ahead');
  await expect(place).toContainText(`route ${route.route_id}`);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // The vehicle ahead is called to load: this one is next, on the card and in the notification.
  await change(request, setup, aheadEntry, 'call');
  await expect(place).toContainText('You are next', { timeout: LIVE_MS });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: LIVE_MS });
  await change(request, setup, aheadEntry, 'depart');
  await change(request, setup, myEntry, 'call');
  await expect(place).toContainText('Called to load', { timeout: LIVE_MS });
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread', { timeout: LIVE_MS });
  await expect(page.getByText('Time to load')).toBeVisible();

  await bell.click();
  const list = page.getByRole('region', { name: 'Notifications' });
  const items = list.getByTestId('notification');
  await expect(items.nth(0)).toContainText(`${mine.plate} is called to load at`);
  await expect(items.nth(1)).toContainText('You are next in line');
  await expect(items.nth(1)).toContainText(`${mine.plate} is next in line at`);
  await expect(items.nth(2)).toContainText('Your vehicle is in the queue');
  await expect(items.nth(2)).toContainText(`${mine.plate} was added to the queue at`);
  await list.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test("the dashboard home shows the day's figures and the departures chart to the station admin", async ({
  page,
  request,
}) => {
  const setup = await setUp(request);
  const route = routeAt(setup, 3);
  const vehicle = await approvedVehicle(request, setup);
  const entry = (await join(request, setup, route, vehicle.id)).entry.id;
  await change(request, setup, entry, 'call');
  await change(request, setup, entry, 'depart');

  await signIn(page, demoAccount('station'));
  const figures = page.getByRole('region', { name: "Today's figures" });
  await expect(figures).toBeVisible();
  expect(Number(await figures.getByTestId('stat-departures').textContent())).toBeGreaterThan(0);
  const chart = figures.getByRole('img', { name: /^Departures per hour/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(24);
  await figures.getByText('Show the figures as a table').click();
  await expect(figures.getByRole('table', { name: 'Departures per hour' })).toBeVisible();
  await expect(figures.getByRole('row')).toHaveCount(25);
});

test('the board of a station that does not exist says so and leads to the station list', async ({
  page,
}) => {
  await page.goto('/station/999999/board');
  await expect(page.getByText('This station does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Find your station' }).click();
  await expect(page).toHaveURL('/stations');
});
