import { listStationRoutes } from '../stations/stations.repo';
import { pinGate } from './menu.pin';
import { findStation } from './menu.stage';
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
import { refusalText } from './ussd.text';

// My vehicle, for a driver's or conductor's phone: each vehicle's place in line, joining a
// station's queue (vehicle, station, route, PIN) and leaving it (vehicle, PIN).

/**
 * Most vehicles a screen lists: a crew member has one or two, and one of a Sacco's pool drivers
 * pages through the rest (`98 More`).
 */
const VEHICLES_SHOWN = 4;

export async function enterVehicle(ctx: UssdContext): Promise<Outcome> {
  const accounts = await ctx.accounts();
  if (accounts.length === 0) return { end: end(ctx.t.noAccount) };
  for (const account of accounts) {
    if ((await repo.crewVehicles(ctx.db, account.id)).length > 0)
      return { push: { screen: 'vehicle.menu', account: account.id } };
  }
  return { end: end(ctx.t.noVehicle) };
}

function statusLine(ctx: UssdContext, vehicle: repo.CrewVehicle): string {
  const { t } = ctx;
  if (vehicle.entry_id === null) return t.notInLine(vehicle.plate);
  const route = vehicle.route_code ?? '';
  const station = vehicle.station_name ?? '';
  return vehicle.entry_status === 'loading'
    ? t.loadingAt(vehicle.plate, route, station)
    : t.inLine(vehicle.plate, vehicle.position ?? 0, route, station);
}

export const vehicleMenu: Menu<'vehicle.menu'> = {
  async render(ctx, step) {
    const vehicles = await repo.crewVehicles(ctx.db, step.account);
    return con(
      ...vehicles.slice(0, VEHICLES_SHOWN).map((vehicle) => statusLine(ctx, vehicle)),
      ...numbered(ctx.t.vehicleMenu),
      ctx.t.backMenu,
    );
  },
  async input(ctx, step, value) {
    if (value !== '1' && value !== '2') return { invalid: ctx.t.invalid };
    const closed = await pinGate(ctx, step.account);
    if (closed) return closed;
    const vehicles = await repo.crewVehicles(ctx.db, step.account);
    if (value === '1') {
      const free = vehicles.filter((vehicle) => vehicle.entry_id === null);
      if (free.length === 0) return { end: end(refusalText('queue.alreadyQueued', ctx.language)) };
      if (free.length === 1) return toStation(step.account, free[0] as repo.CrewVehicle);
      const ids = free.map((vehicle) => vehicle.id);
      return {
        push: { screen: 'vehicle.pick', account: step.account, purpose: 'join', vehicles: ids },
      };
    }
    const queued = vehicles.filter((vehicle) => vehicle.entry_id !== null);
    if (queued.length === 0) return { end: end(ctx.t.noneQueued) };
    if (queued.length === 1) return toLeave(step.account, queued[0] as repo.CrewVehicle);
    const ids = queued.map((vehicle) => vehicle.id);
    return {
      push: { screen: 'vehicle.pick', account: step.account, purpose: 'leave', vehicles: ids },
    };
  },
};

function toStation(account: number, vehicle: repo.CrewVehicle): Outcome {
  return { push: { screen: 'vehicle.station', account, vehicle: vehicle.id } };
}

function toLeave(account: number, vehicle: repo.CrewVehicle): Outcome {
  const entry = vehicle.entry_id as number;
  return {
    push: { screen: 'pin', change: { kind: 'leave', account, entry, plate: vehicle.plate } },
  };
}

async function pickable(ctx: UssdContext, step: StepOf<'vehicle.pick'>) {
  const vehicles = await repo.crewVehicles(ctx.db, step.account);
  const listed = vehicles.filter((vehicle) => step.vehicles.includes(vehicle.id));
  return pagedList(listed, step.page, VEHICLES_SHOWN);
}

export const vehiclePick: Menu<'vehicle.pick'> = {
  async render(ctx, step) {
    const list = await pickable(ctx, step);
    return con(ctx.t.pickVehicle, ...list.lines((row) => row.plate, ctx.t), ctx.t.backMenu);
  },
  async input(ctx, step, value) {
    const vehicle = (await pickable(ctx, step)).pick(value);
    if (vehicle === 'more') return { push: nextPage(step) };
    if (!vehicle) return { invalid: ctx.t.invalid };
    if (step.purpose === 'join') return toStation(step.account, vehicle);
    if (vehicle.entry_id === null) return { end: end(ctx.t.noneQueued) };
    return toLeave(step.account, vehicle);
  },
};

/** The station's routes this vehicle may queue for: those of its own Sacco. */
async function allowedRoutes(ctx: UssdContext, account: number, vehicle: number, station: number) {
  const crew = await repo.crewVehicles(ctx.db, account);
  const sacco = crew.find((row) => row.id === vehicle)?.sacco_id ?? null;
  const routes = await listStationRoutes(ctx.db, station);
  return routes.filter((route) => sacco !== null && route.sacco === sacco);
}

/** A page of the routes a driver picks from: what fits a screen with its long route names. */
const ROUTES_SHOWN = 6;

async function routeList(ctx: UssdContext, step: StepOf<'vehicle.route'>) {
  const routes = await allowedRoutes(ctx, step.account, step.vehicle, step.station);
  return pagedList(routes, step.page, ROUTES_SHOWN);
}

export const vehicleStation: Menu<'vehicle.station'> = {
  render: ({ t }) => con(t.askStage, t.backMenu),
  async input(ctx, step, value) {
    const found = await findStation(ctx, value);
    if (found.kind !== 'one') return { invalid: ctx.t.stageUnknown };
    const routes = await allowedRoutes(ctx, step.account, step.vehicle, found.station.id);
    if (routes.length === 0) return { end: end(ctx.t.noRoutes) };
    return {
      push: {
        screen: 'vehicle.route',
        account: step.account,
        vehicle: step.vehicle,
        station: found.station.id,
        routes: routes.map((route) => route.id),
      },
    };
  },
};

export const vehicleRoute: Menu<'vehicle.route'> = {
  async render(ctx, step) {
    const list = await routeList(ctx, step);
    return con(
      ctx.t.pickRoute,
      ...list.lines((route) => `${route.route_id} ${route.route_name}`, ctx.t),
      ctx.t.backMenu,
    );
  },
  async input(ctx, step, value) {
    const route = (await routeList(ctx, step)).pick(value);
    if (route === 'more') return { push: nextPage(step) };
    if (!route) return { invalid: ctx.t.invalid };
    const { account, vehicle, station } = step;
    return {
      push: { screen: 'pin', change: { kind: 'join', account, vehicle, station, route: route.id } },
    };
  },
};
