import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { USSD_TEST_SECRET } from '../playwright.config';
import { expect, test } from './fixtures';
import { api, bearerOf, demoAccount, signIn, uniquePlate } from './support';

// Issue #16: a driver queues from a feature phone (the test posts to the USSD callback as
// Africa's Talking would), and the marshal's queue page and the station's public board, both
// open, show it without a reload; then the driver leaves the same way.

test.describe.configure({ timeout: 90_000 });

/** Changes must reach the open pages this fast, without a reload (a loaded 2-core machine). */
const LIVE_MS = 2000;
/** A page's stream may take a while to open while other tests load the machine. */
const CONNECT_MS = 15_000;
/** The demo driver's phone and USSD PIN (apps/server/src/seed/demo-accounts.ts). */
const DRIVER_PHONE = '+254700000005';
const DEMO_PIN = '1234';

type Route = { id: number; route_id: string; route_name: string; sacco: number | null };

/** The marshal's station, a route of the Sacco with most routes there, and its USSD code. */
async function stationOfMarshal(request: APIRequestContext) {
  const marshal = await bearerOf(request, demoAccount('station'));
  const own = await api<{ results: { id: number }[] }>(request, 'station/?admin=me', {
    headers: marshal,
  });
  const station = own.results[0]?.id as number;
  const detail = await api<{ short_code: string; routes: Route[] }>(request, `station/${station}/`);
  const count = (sacco: number | null) => detail.routes.filter((r) => r.sacco === sacco).length;
  const [route] = [...detail.routes].sort((a, b) => count(b.sacco) - count(a.sacco));
  if (!route?.sacco) throw new Error('no Sacco runs a route at the demo station');
  return { station, code: detail.short_code, route: route as Route & { sacco: number } };
}

/** An approved vehicle of the route's Sacco that the demo driver drives. */
async function drivenVehicle(request: APIRequestContext, sacco: number) {
  const admin = await bearerOf(request, demoAccount('admin'));
  const people = await api<{ results: { id: number; username: string }[] }>(
    request,
    'users/?search=demo.foleni.ke&p_size=50',
    { headers: admin },
  );
  const idOf = (username: string) => people.results.find((user) => user.username === username)?.id;
  const plate = uniquePlate();
  const data = { plate, make: 'Nissan', model: 'Caravan', year: 2020, seats: 14 };
  const { id } = await api<{ id: number }>(request, 'vehicles/', {
    method: 'POST',
    headers: admin,
    data,
  });
  const put = (step: string, body: object) =>
    api(request, `vehicles/${id}/${step}/`, { method: 'PUT', headers: admin, data: body });
  await put('owners', { owners: [{ user_id: idOf('owner') }] });
  await put('sacco', { sacco });
  await put('managers', { managers: [{ user_id: idOf('driver'), relation: 'driver' }] });
  await api(request, `vehicles/${id}/submit/`, { method: 'POST', headers: admin, data: {} });
  await api(request, `vehicles/${id}/approve/`, { method: 'POST', headers: admin, data: {} });
  return plate;
}

/** A feature phone's session: each call sends every input so far, as the gateway does. */
function phone(request: APIRequestContext, number: string) {
  const sessionId = `ATUid_e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`;
  const inputs: string[] = [];
  return async (input?: string): Promise<string> => {
    if (input !== undefined) inputs.push(input);
    const response = await request.post(`/api/v1.0/ussd/?token=${USSD_TEST_SECRET}`, {
      form: {
        sessionId,
        serviceCode: '*384*16#',
        phoneNumber: number,
        networkCode: '63902',
        text: inputs.join('*'),
      },
    });
    expect(response.status()).toBe(200);
    const screen = await response.text();
    expect(screen.length).toBeLessThanOrEqual(182);
    return screen;
  };
}

/** The number of the menu line that names `label` ("2. KQR 482X" → "2"). */
function optionFor(screen: string, label: string): string {
  const line = screen.split('\n').find((text) => new RegExp(`^\\d+\\. ${label}\\b`).test(text));
  if (!line) throw new Error(`no option ${label} on the screen:\n${screen}`);
  return line.split('.')[0] as string;
}

async function openBoard(browser: Browser, station: number) {
  const context = await browser.newContext();
  const board = await context.newPage();
  await board.goto(`/station/${station}/board`);
  await expect(board.getByTestId('live-status')).toHaveText('Live', { timeout: CONNECT_MS });
  return { context, board };
}

const boardColumn = (board: Page, route: Route) =>
  board.getByTestId('board-route').filter({
    has: board.getByRole('heading', { name: route.route_id, exact: true }),
  });

test("a driver joins a queue from USSD; the marshal's page and the public board show it live", async ({
  page,
  request,
  browser,
}) => {
  const { station, code, route } = await stationOfMarshal(request);
  const plate = await drivenVehicle(request, route.sacco);
  const tv = await openBoard(browser, station);
  await expect(tv.board.getByTestId('board-short-code')).toContainText(code);

  await signIn(page, demoAccount('station'));
  await page.goto(`/dashboard/queue?station=${station}`);
  await expect(page.getByTestId('live-status')).toHaveText('Live', { timeout: CONNECT_MS });
  const column = page.getByRole('region', { name: `Route ${route.route_id}: ${route.route_name}` });

  const dial = phone(request, DRIVER_PHONE);
  expect(await dial()).toMatch(/^CON Foleni\n1\. /);
  await dial('3');
  // The suites before this one give the demo driver more vehicles than a screen lists.
  let vehicles = await dial('1');
  while (!vehicles.includes(plate) && vehicles.includes('98 More')) vehicles = await dial('98');
  expect(vehicles).toContain(plate);
  await dial(optionFor(vehicles, plate));
  const routes = await dial(code);
  await dial(optionFor(routes, route.route_id));
  const joined = await dial(DEMO_PIN);
  expect(joined).toMatch(new RegExp(`^END ${plate} joined the ${route.route_id} queue`));

  await expect(boardColumn(tv.board, route).getByTestId('board-waiting')).toContainText([plate], {
    timeout: LIVE_MS,
  });
  await expect(column.getByTestId('waiting-entry')).toContainText([plate], { timeout: LIVE_MS });

  // And out again, the same way: both pages drop it without a reload.
  const leave = phone(request, DRIVER_PHONE);
  await leave();
  await leave('3');
  const queued = await leave('2');
  if (queued.includes('\n1. ')) await leave(optionFor(queued, plate));
  expect(await leave(DEMO_PIN)).toBe(`END ${plate} left the queue.`);
  await expect(tv.board.getByText(plate)).toHaveCount(0, { timeout: LIVE_MS });
  await expect(page.getByText(plate)).toHaveCount(0, { timeout: LIVE_MS });
  await tv.context.close();
});
