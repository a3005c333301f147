import { listStationRoutes, stationIdsOfAdmin } from '../stations/stations.repo';
import { pinGate } from './menu.pin';
import * as repo from './ussd.repo';
import { con, end, numbered } from './ussd.screen';
import {
  type Menu,
  nextPage,
  type Outcome,
  pagedList,
  type StepOf,
  type UssdContext,
} from './ussd.steps';

// Marshal, for a station admin's phone: at one of their stations, for one route, call the next
// vehicle to load or mark the loading one departed (PIN as for drivers).

/** A page of each list: what fits a screen with its head and its `98` and `0` lines. */
const STATIONS_SHOWN = 5;
const ROUTES_SHOWN = 6;

export async function enterMarshal(ctx: UssdContext): Promise<Outcome> {
  const accounts = await ctx.accounts();
  if (accounts.length === 0) return { end: end(ctx.t.noAccount) };
  for (const account of accounts) {
    if (account.role !== 'STATION_ADMIN') continue;
    const stations = await stationIdsOfAdmin(ctx.db, account.id);
    if (stations.length === 1) return toRoutes(ctx, account.id, stations[0] as number);
    if (stations.length > 1)
      return { push: { screen: 'marshal.station', account: account.id, stations } };
  }
  return { end: end(ctx.t.notMarshal) };
}

async function toRoutes(ctx: UssdContext, account: number, station: number): Promise<Outcome> {
  const routes = await listStationRoutes(ctx.db, station);
  if (routes.length === 0) return { end: end(ctx.t.stageEmpty) };
  // The lines with vehicles in them first: those are the ones a marshal runs.
  const busiest = [...routes].sort(
    (a, b) => Number(b.queue_length ?? 0) - Number(a.queue_length ?? 0),
  );
  const ids = busiest.map((route) => route.id);
  return { push: { screen: 'marshal.route', account, station, routes: ids } };
}

async function stationList(ctx: UssdContext, step: StepOf<'marshal.station'>) {
  const stations = await repo.stationsByIds(ctx.db, step.stations);
  return pagedList(stations, step.page, STATIONS_SHOWN);
}

export const marshalStation: Menu<'marshal.station'> = {
  async render(ctx, step) {
    const list = await stationList(ctx, step);
    return con(ctx.t.pickStation, ...list.lines((row) => row.name, ctx.t), ctx.t.backMenu);
  },
  async input(ctx, step, value) {
    const station = (await stationList(ctx, step)).pick(value);
    if (station === 'more') return { push: nextPage(step) };
    if (!station) return { invalid: ctx.t.invalid };
    return toRoutes(ctx, step.account, station.id);
  },
};

async function stepRoutes(ctx: UssdContext, station: number, ids: number[]) {
  const routes = await listStationRoutes(ctx.db, station);
  return ids.flatMap((id) => routes.filter((route) => route.id === id));
}

async function routeList(ctx: UssdContext, step: StepOf<'marshal.route'>) {
  const routes = await stepRoutes(ctx, step.station, step.routes);
  return pagedList(routes, step.page, ROUTES_SHOWN);
}

export const marshalRoute: Menu<'marshal.route'> = {
  async render(ctx, step) {
    const list = await routeList(ctx, step);
    return con(
      ctx.t.pickRoute,
      ...list.lines((route) => `${route.route_id} (${Number(route.queue_length ?? 0)})`, ctx.t),
      ctx.t.backMenu,
    );
  },
  async input(ctx, step, value) {
    const route = (await routeList(ctx, step)).pick(value);
    if (route === 'more') return { push: nextPage(step) };
    if (!route) return { invalid: ctx.t.invalid };
    const { account, station } = step;
    return { push: { screen: 'marshal.menu', account, station, route: route.id } };
  },
};

async function lineOf(ctx: UssdContext, station: number, route: number) {
  const line = await repo.routeLine(ctx.db, station, route);
  const code = (await stepRoutes(ctx, station, [route]))[0]?.route_id ?? '';
  return {
    code,
    loading: line.find((entry) => entry.status === 'loading') ?? null,
    waiting: line.filter((entry) => entry.status === 'waiting'),
  };
}

export const marshalMenu: Menu<'marshal.menu'> = {
  async render(ctx, step) {
    const { code, loading, waiting } = await lineOf(ctx, step.station, step.route);
    return con(
      ctx.t.marshalHead(code, loading?.plate ?? null, waiting.length),
      ...numbered(ctx.t.marshalMenu),
      ctx.t.backMenu,
    );
  },
  async input(ctx, step, value) {
    if (value !== '1' && value !== '2') return { invalid: ctx.t.invalid };
    const { loading, waiting } = await lineOf(ctx, step.station, step.route);
    const target = value === '1' ? waiting[0] : loading;
    if (!target) return { invalid: value === '1' ? ctx.t.nobodyWaiting : ctx.t.nobodyLoading };
    const closed = await pinGate(ctx, step.account);
    if (closed) return closed;
    const kind = value === '1' ? 'call' : 'depart';
    return {
      push: {
        screen: 'pin',
        change: { kind, account: step.account, entry: target.id, plate: target.plate },
      },
    };
  },
};
