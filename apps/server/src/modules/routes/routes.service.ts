import {
  defaultServiceBands,
  type Fare,
  type fareInputSchema,
  placeKey,
  type Route,
  type RouteDetail,
  type routeInputSchema,
  routeSchema,
  type routeServicesInputSchema,
  type routeStopsInputSchema,
  type TimedRouteStop,
} from '@foleni/contract';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit.repo';
import type { Db } from '../../db/database';
import { AppError, type FieldProblems } from '../../errors/app-error';
import { summaryOf } from '../../errors/error-handler';
import { pageWindow, paginated } from '../../lib/pagination';
import { shownColumns } from '../../lib/shown-columns';
import type { Account } from '../auth/auth.guard';
import { stationIdsOfAdmin } from '../stations/stations.repo';
import {
  canArchiveRoute,
  canCreateRoute,
  canEditRoute,
  canPriceRoute,
  type RoutePolicy,
  routeCan,
} from './routes.policy';
import * as repo from './routes.repo';
import {
  arrivalOffsets,
  reversedWithTravel,
  serviceRows,
  servicesOf,
  timedStops,
} from './routes.times';

type RouteInput = z.output<typeof routeInputSchema>;
type FareInput = z.output<typeof fareInputSchema>;
type StopsInput = z.output<typeof routeStopsInputSchema>;
type ServicesInput = z.output<typeof routeServicesInputSchema>;

function toRoute(row: repo.RouteRow): Route {
  return {
    ...shownColumns(routeSchema, row),
    sacco: row.sacco_id,
    origin_station: row.origin_station_id,
    destination_station: row.destination_station_id,
    stop_count: Number(row.stop_count ?? 0),
  };
}

function toFare(row: Awaited<ReturnType<typeof repo.listFares>>[number]): Fare {
  return {
    id: row.id,
    route: row.route_id,
    from_stop: row.from_stop,
    to_stop: row.to_stop,
    amount_kes: row.amount_kes,
    peak_amount_kes: row.peak_amount_kes,
  };
}

/**
 * The stops with the route's ends as their first and last: search and the queue find a route by
 * the stations it serves, so a route that never reaches its own ends would be lost. A first or
 * last stop named as the end station but saved without it (typed, or from an older client) is
 * that station.
 */
function withEndStations(route: repo.RouteRow, stops: StopsInput['stops']): StopsInput['stops'] {
  const isStation = (
    stop: StopsInput['stops'][number] | undefined,
    stationId: number | null,
    stationName: string | null,
  ) =>
    stationId === null ||
    (stop !== undefined && stop.station_id === stationId) ||
    (stop !== undefined &&
      stop.station_id === null &&
      stationName !== null &&
      placeKey(stop.name) === placeKey(stationName));
  const last = stops.length - 1;
  const fields: FieldProblems = {};
  if (!isStation(stops[0], route.origin_station_id, route.origin_station_name))
    fields['stops.0.station_id'] = [{ code: 'network.firstStopOrigin' }];
  if (!isStation(stops[last], route.destination_station_id, route.destination_station_name))
    fields[`stops.${last}.station_id`] = [{ code: 'network.lastStopDestination' }];
  if (Object.keys(fields).length > 0) throw AppError.badRequest(summaryOf(fields), { fields });
  return stops.map((stop, index) => {
    const end =
      index === 0 ? route.origin_station_id : index === last ? route.destination_station_id : null;
    return end === null ? stop : { ...stop, station_id: end };
  });
}

export function createRoutesService(db: Db, networkChanged: () => Promise<void>) {
  async function row(id: number) {
    const found = await repo.findRoute(db, id);
    if (!found) throw AppError.notFound('route');
    return found;
  }

  const adminStations = (account: Account) =>
    account.role === 'STATION_ADMIN' ? stationIdsOfAdmin(db, account.id) : Promise.resolve([]);

  /** The Sacco and both stations must exist and be in service; the code must be free. */
  async function validate(input: RouteInput, exceptId?: number) {
    const fields: FieldProblems = {};
    const existing = await repo.findRouteIdByCode(db, input.route_id);
    if (existing && existing.id !== exceptId)
      fields.route_id = [{ code: 'network.routeCodeTaken' }];
    if ((await repo.activeIdsOf(db, 'saccos', [input.sacco])).length === 0)
      fields.sacco = [{ code: 'network.saccoUnknown' }];
    const stations = await repo.activeIdsOf(db, 'stations', [
      input.origin_station,
      input.destination_station,
    ]);
    if (!stations.includes(input.origin_station))
      fields.origin_station = [{ code: 'network.stationUnknown' }];
    if (!stations.includes(input.destination_station))
      fields.destination_station = [{ code: 'network.stationUnknown' }];
    const first = Object.values(fields)[0]?.[0];
    if (first) throw AppError.badRequest(first, { fields });
  }

  const scopeOf = (input: RouteInput) => ({
    sacco_id: input.sacco,
    origin_station_id: input.origin_station,
    destination_station_id: input.destination_station,
  });

  async function detail(id: number, account: Account | null = null): Promise<RouteDetail> {
    const route = (await present(account, [await row(id)]))[0] as Route;
    const [stops, fares, services] = await Promise.all([
      repo.listRouteStops(db, id),
      repo.listFares(db, id),
      repo.listRouteServices(db, id),
    ]);
    const pick = (direction: number): TimedRouteStop[] =>
      timedStops(stops.filter((stop) => stop.direction === direction)).map(
        ({ direction: _direction, departure_offset_s: _departure, ...stop }) => stop,
      );
    const returnStops = pick(1);
    // The return trip's service is shown when the route runs back, or when one is stored.
    const runsBack = returnStops.length > 0 || services.some((service) => service.direction === 1);
    return {
      ...route,
      route_stops: pick(0),
      return_stops: returnStops,
      fares: fares.map(toFare),
      services: servicesOf(services, runsBack ? [0, 1] : [0]),
    };
  }

  async function assertCan(account: Account, check: RoutePolicy, route: repo.RouteRow) {
    if (!check(account, route, await adminStations(account)))
      throw AppError.forbidden('network.routeOutOfScope');
  }

  /** Routes as the API shows them; a signed-in caller learns what they may do with each. */
  async function present(account: Account | null, rows: repo.RouteRow[]): Promise<Route[]> {
    if (!account) return rows.map(toRoute);
    const stationIds = await adminStations(account);
    return rows.map((route) => ({ ...toRoute(route), can: routeCan(account, route, stationIds) }));
  }

  return {
    detail,
    async list(query: repo.RouteFilters & { p: number; p_size: number }, account: Account | null) {
      const { rows, count } = await repo.listRoutes(db, query, pageWindow(query));
      return paginated(await present(account, rows), count, query);
    },

    async create(account: Account, input: RouteInput): Promise<Route> {
      if (!canCreateRoute(account, scopeOf(input), await adminStations(account))) {
        throw AppError.forbidden('network.routeOutOfScope');
      }
      await validate(input);
      const id = await db.transaction().execute(async (trx) => {
        const created = await repo.insertRoute(trx, {
          route_id: input.route_id,
          route_name: input.route_name,
          sacco_id: input.sacco,
          origin_station_id: input.origin_station,
          destination_station_id: input.destination_station,
          status: input.status,
        });
        // A new route runs the default bands in both directions until its Sacco sets its own.
        await repo.replaceRouteServices(trx, created, serviceRows(defaultServiceBands()));
        await recordAudit(trx, {
          actorId: account.id,
          action: 'route.create',
          entity: 'route',
          entityId: created,
        });
        return created;
      });
      await networkChanged();
      return (await present(account, [await row(id)]))[0] as Route;
    },

    async update(account: Account, id: number, input: RouteInput): Promise<Route> {
      const current = await row(id);
      await assertCan(account, canEditRoute, current);
      // Moving a route to another Sacco or stage must be allowed at the destination too.
      await assertCan(account, canEditRoute, { ...current, ...scopeOf(input) });
      await validate(input, id);
      await db.transaction().execute(async (trx) => {
        await repo.updateRoute(trx, id, {
          route_id: input.route_id,
          route_name: input.route_name,
          sacco_id: input.sacco,
          origin_station_id: input.origin_station,
          destination_station_id: input.destination_station,
          status: input.status,
        });
        await recordAudit(trx, {
          actorId: account.id,
          action: 'route.update',
          entity: 'route',
          entityId: id,
          data: {
            before: {
              route_id: current.route_id,
              route_name: current.route_name,
              sacco_id: current.sacco_id,
            },
          },
        });
      });
      await networkChanged();
      return (await present(account, [await row(id)]))[0] as Route;
    },

    async setStatus(account: Account, id: number, status: 'active' | 'archived'): Promise<Route> {
      await assertCan(account, canArchiveRoute, await row(id));
      await repo.updateRoute(db, id, { status });
      await networkChanged();
      return (await present(account, [await row(id)]))[0] as Route;
    },

    /**
     * Replaces the ordered stops as a whole. The return trip runs the same stops backwards;
     * a route imported from GTFS with a different return trip gets that too when it is edited here.
     * Each stop's time is the travel time given from the previous stop, or the estimate from their
     * distance; the return trip takes each segment in the same time. Matatus do not wait at a
     * stop in this model: a stop's departure is its arrival.
     */
    async replaceStops(account: Account, id: number, input: StopsInput): Promise<RouteDetail> {
      const route = await row(id);
      await assertCan(account, canEditRoute, route);
      const stationIds = [
        ...new Set(
          input.stops.flatMap((stop) => (stop.station_id === null ? [] : [stop.station_id])),
        ),
      ];
      const known = await repo.activeIdsOf(db, 'stations', stationIds);
      const fields: FieldProblems = {};
      input.stops.forEach((stop, index) => {
        if (stop.station_id !== null && !known.includes(stop.station_id))
          fields[`stops.${index}.station_id`] = [{ code: 'network.stationUnknown' }];
      });
      if (Object.keys(fields).length > 0)
        throw AppError.badRequest('network.stationUnknown', { fields });
      const stops = withEndStations(route, input.stops);
      await db.transaction().execute(async (trx) => {
        const timed = (stops: StopsInput['stops']) => {
          const offsets = arrivalOffsets(stops);
          return stops.map(({ travel_s: _travel, ...stop }, index) => ({
            ...stop,
            arrival_offset_s: offsets[index] ?? 0,
            departure_offset_s: offsets[index] ?? 0,
          }));
        };
        await repo.replaceRouteStops(trx, id, [timed(stops), timed(reversedWithTravel(stops))]);
        await recordAudit(trx, {
          actorId: account.id,
          action: 'route.stops',
          entity: 'route',
          entityId: id,
          data: { stops: stops.map((stop) => stop.name) },
        });
      });
      await networkChanged();
      return detail(id, account);
    },

    /** Sets the time bands and their headways of both directions. */
    async saveServices(account: Account, id: number, input: ServicesInput): Promise<RouteDetail> {
      await assertCan(account, canEditRoute, await row(id));
      await db.transaction().execute(async (trx) => {
        await repo.replaceRouteServices(trx, id, serviceRows(input.bands));
        await recordAudit(trx, {
          actorId: account.id,
          action: 'route.services',
          entity: 'route',
          entityId: id,
          data: { bands: input.bands },
        });
      });
      await networkChanged();
      return detail(id, account);
    },

    async fares(id: number): Promise<Fare[]> {
      await row(id);
      return (await repo.listFares(db, id)).map(toFare);
    },

    async saveFare(account: Account, id: number, input: FareInput): Promise<Fare> {
      await assertCan(account, canPriceRoute, await row(id));
      const stopNames = new Set((await repo.listRouteStops(db, id)).map((stop) => stop.name));
      if (!stopNames.has(input.from_stop) || !stopNames.has(input.to_stop)) {
        throw AppError.badRequest('network.fareStopsUnknown', {
          fields: Object.fromEntries(
            (['from_stop', 'to_stop'] as const)
              .filter((key) => !stopNames.has(input[key]))
              .map((key) => [key, [{ code: 'network.fareStopsUnknown' }]]),
          ),
        });
      }
      const fare = toFare(await repo.upsertFare(db, { route_id: id, ...input }));
      await networkChanged();
      return fare;
    },

    async deleteFare(account: Account, fareId: number): Promise<void> {
      const fare = await repo.findFare(db, fareId);
      if (!fare) throw AppError.notFound('fare');
      await assertCan(account, canPriceRoute, await row(fare.route_id));
      await repo.deleteFare(db, fareId);
      await networkChanged();
    },
  };
}
export type RoutesService = ReturnType<typeof createRoutesService>;
