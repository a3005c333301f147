import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { api, bearerOf, demoAccount, uniquePlate } from './support';

// What the station queue's browser tests share: the demo station admin's station and its routes,
// vehicles filed and approved through the API (the demo has none), and the public board in a
// browser context of its own.

export type Route = { id: number; route_id: string; route_name: string; sacco: number | null };
export type Setup = {
  admin: Record<string, string>;
  marshal: Record<string, string>;
  station: number;
  sacco: number;
  /** The station's routes of `sacco`. */
  routes: Route[];
  /** The station's routes of other Saccos. */
  foreignRoutes: Route[];
};

/** Changes must reach the other page this fast (measured from the action's answer). */
export const LIVE_MS = 1000;

export async function setUp(request: APIRequestContext): Promise<Setup> {
  const admin = await bearerOf(request, demoAccount('admin'));
  const marshal = await bearerOf(request, demoAccount('station'));
  const own = await api<{ results: { id: number }[] }>(request, 'station/?admin=me', {
    headers: marshal,
  });
  const station = own.results[0]?.id;
  if (station === undefined) throw new Error('the demo station admin runs no station');
  const detail = await api<{ routes: Route[] }>(request, `station/${station}/`);
  // A vehicle queues only for its own Sacco's routes: the tests use the Sacco with the most
  // routes at the station, and file their vehicles in it.
  const routesOf = (sacco: number | null) => detail.routes.filter((route) => route.sacco === sacco);
  const sacco = detail.routes
    .map((route) => route.sacco)
    .sort((a, b) => routesOf(b).length - routesOf(a).length)[0];
  if (sacco === undefined || sacco === null)
    throw new Error('no Sacco runs a route at the station');
  return {
    admin,
    marshal,
    station,
    sacco,
    routes: routesOf(sacco),
    foreignRoutes: detail.routes.filter((route) => route.sacco !== sacco),
  };
}

/** A vehicle through the whole wizard and approved: the demo owner's, optionally driven by the demo driver. */
export async function approvedVehicle(
  request: APIRequestContext,
  setup: Pick<Setup, 'admin' | 'sacco'>,
  withDriver = false,
) {
  const people = await api<{ results: { id: number; username: string }[] }>(
    request,
    'users/?search=demo.foleni.ke&p_size=50',
    { headers: setup.admin },
  );
  const idOf = (username: string) => people.results.find((user) => user.username === username)?.id;
  const plate = uniquePlate();
  const { id } = await api<{ id: number }>(request, 'vehicles/', {
    method: 'POST',
    headers: setup.admin,
    data: {
      plate,
      make: 'Toyota',
      model: 'Hiace',
      year: 2021,
      seats: 14,
    },
  });
  await api(request, `vehicles/${id}/owners/`, {
    method: 'PUT',
    headers: setup.admin,
    data: {
      owners: [{ user_id: idOf('owner') }],
    },
  });
  await api(request, `vehicles/${id}/sacco/`, {
    method: 'PUT',
    headers: setup.admin,
    data: {
      sacco: setup.sacco,
    },
  });
  await api(request, `vehicles/${id}/managers/`, {
    method: 'PUT',
    headers: setup.admin,
    data: {
      managers: withDriver ? [{ user_id: idOf('driver'), relation: 'driver' }] : [],
    },
  });
  await api(request, `vehicles/${id}/submit/`, { method: 'POST', headers: setup.admin, data: {} });
  await api(request, `vehicles/${id}/approve/`, { method: 'POST', headers: setup.admin, data: {} });
  return { id, plate };
}

export type Entry = { entry: { id: number } };
export const join = (request: APIRequestContext, setup: Setup, route: Route, vehicle: number) =>
  api<Entry>(request, 'station-admin/queue/', {
    method: 'POST',
    headers: setup.marshal,
    data: {
      station: setup.station,
      route: route.id,
      vehicle,
    },
  });
export const change = (request: APIRequestContext, setup: Setup, entry: number, action: string) =>
  api<Entry>(request, `queue/${entry}/`, {
    method: 'PUT',
    headers: setup.marshal,
    data: { action },
  });

export function routeAt(setup: Setup, index: number): Route {
  const route = setup.routes[index];
  if (!route) throw new Error(`the demo station has fewer than ${index + 1} routes of one Sacco`);
  return route;
}

/** The public board in a browser context of its own; it must never log an error. */
export async function openBoard(browser: Browser, station: number) {
  const context = await browser.newContext();
  const board = await context.newPage();
  const errors: string[] = [];
  board.on('pageerror', (error) => errors.push(error.message));
  await board.goto(`/station/${station}/board`);
  // A first visit: the stream waits behind the service worker's install downloads.
  await expect(board.getByTestId('live-status')).toHaveText('Live', { timeout: 15_000 });
  return { context, board, errors };
}

export function boardColumn(board: Page, route: Route) {
  return board.getByTestId('board-route').filter({
    has: board.getByRole('heading', { name: route.route_id, exact: true }),
  });
}

export function queueColumn(page: Page, route: Route) {
  return page.getByRole('region', { name: `Route ${route.route_id}: ${route.route_name}` });
}

export async function closeBoard(board: { context: BrowserContext; errors: string[] }) {
  await board.context.close();
  expect(board.errors, 'the board reported errors').toEqual([]);
}
