import { listStationRoutes } from '../stations/stations.repo';
import * as repo from './ussd.repo';
import { con, end, numbered, type Screen } from './ussd.screen';
import { choice, type Menu, type UssdContext } from './ussd.steps';

// Stage queue: a station by its short code or a name search, then each route's line there.

/** Most stations a name search offers, and most routes a stage's screen lists. */
const STATIONS_SHOWN = 5;
const ROUTES_SHOWN = 5;

export type StationFound =
  | { kind: 'one'; station: { id: number; name: string; short_code: string } }
  | { kind: 'many'; stations: number[] }
  | { kind: 'none' };

/** Digits are a station's short code; anything else searches the names. */
export async function findStation(ctx: UssdContext, value: string): Promise<StationFound> {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const station = await repo.findStationByCode(ctx.db, text);
    return station ? { kind: 'one', station } : { kind: 'none' };
  }
  if (text.length < 2) return { kind: 'none' };
  const found = await repo.searchStations(ctx.db, text.slice(0, 60), STATIONS_SHOWN);
  if (found.length === 1) return { kind: 'one', station: found[0] as (typeof found)[number] };
  return found.length ? { kind: 'many', stations: found.map((row) => row.id) } : { kind: 'none' };
}

/** Per route: the vehicle loading now and how many wait, busiest lines first. */
async function stageScreen(
  ctx: UssdContext,
  station: { id: number; name: string; short_code: string },
): Promise<Screen> {
  const [routes, loading] = await Promise.all([
    listStationRoutes(ctx.db, station.id),
    repo.loadingAtStation(ctx.db, station.id),
  ]);
  const plateOf = new Map(loading.map((row) => [row.route_id, row.plate]));
  const lines = routes
    .map((route) => ({ route, length: Number(route.queue_length ?? 0) }))
    .sort((a, b) => b.length - a.length)
    .slice(0, ROUTES_SHOWN)
    .map(({ route, length }) => {
      const plate = plateOf.get(route.id) ?? null;
      return ctx.t.routeLine(route.route_id, plate, length - (plate ? 1 : 0));
    });
  return end(
    ctx.t.stageHead(station.name, station.short_code),
    ...(lines.length ? lines : [ctx.t.stageEmpty]),
  );
}

export const stageAsk: Menu<'stage.ask'> = {
  render: ({ t }) => con(t.askStage, t.backMenu),
  async input(ctx, _step, value) {
    const found = await findStation(ctx, value);
    if (found.kind === 'none') return { invalid: ctx.t.stageUnknown };
    if (found.kind === 'many') return { push: { screen: 'stage.pick', stations: found.stations } };
    return { end: await stageScreen(ctx, found.station) };
  },
};

export const stagePick: Menu<'stage.pick'> = {
  async render(ctx, step) {
    const stations = await repo.stationsByIds(ctx.db, step.stations);
    return con(
      ctx.t.pickStage,
      ...numbered(stations.map((row) => `${row.name} (${row.short_code})`)),
      ctx.t.backMenu,
    );
  },
  async input(ctx, step, value) {
    const stations = await repo.stationsByIds(ctx.db, step.stations);
    const station = choice(value, stations);
    if (!station) return { invalid: ctx.t.invalid };
    return { end: await stageScreen(ctx, station) };
  },
};
