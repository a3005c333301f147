import { ACTIVE_QUEUE_STATUSES } from '@foleni/contract';
import type { Db } from '../../db/database';

/** Everything the planner needs, read once per rebuild. */
export async function loadPlannerNetwork(db: Db) {
  const [stops, directions, services, fares, stations, places] = await Promise.all([
    db
      .selectFrom('route_stops')
      .innerJoin('routes', 'routes.id', 'route_stops.route_id')
      .leftJoin('saccos', 'saccos.id', 'routes.sacco_id')
      .select([
        'routes.id as routeId',
        'routes.route_id as code',
        'routes.route_name as routeName',
        'routes.gtfs_route_id as gtfsRouteId',
        'saccos.name as saccoName',
        'saccos.logo_url as saccoLogo',
        'route_stops.direction',
        'route_stops.name',
        'route_stops.station_id as stationId',
        'route_stops.gtfs_stop_id as gtfsStopId',
        'route_stops.latitude',
        'route_stops.longitude',
        'route_stops.arrival_offset_s as arrivalOffset',
        'route_stops.departure_offset_s as departureOffset',
      ])
      .where('routes.status', '=', 'active')
      .orderBy('routes.id')
      .orderBy('route_stops.direction')
      .orderBy('route_stops.sequence')
      .execute(),
    db
      .selectFrom('route_directions')
      .select(['route_id as routeId', 'direction', 'headsign'])
      .execute(),
    db
      .selectFrom('route_services')
      .select([
        'route_id as routeId',
        'direction',
        'start_s as start',
        'end_s as end',
        'headway_s as headway',
      ])
      .orderBy('start_s')
      .execute(),
    db
      .selectFrom('route_fares')
      .select([
        'route_id as routeId',
        'from_stop as fromStop',
        'to_stop as toStop',
        'amount_kes as amountKes',
      ])
      .execute(),
    db
      .selectFrom('stations')
      .select(['id', 'name', 'latitude', 'longitude'])
      .where('status', '=', 'active')
      .execute(),
    db
      .selectFrom('places')
      .select(['id', 'name', 'name_sw as nameSw', 'latitude', 'longitude', 'radius_m as radiusM'])
      .where('status', '=', 'active')
      .execute(),
  ]);
  return { stops, directions, services, fares, stations, places };
}
export type PlannerNetworkRows = Awaited<ReturnType<typeof loadPlannerNetwork>>;

/** The stage lines of one station: who is loading or waiting, and each route's last departure. */
export async function stationLines(db: Db, stationId: number) {
  const [active, departures] = await Promise.all([
    db
      .selectFrom('queue_entries')
      .innerJoin('vehicles', 'vehicles.id', 'queue_entries.vehicle_id')
      .select(['queue_entries.route_id as routeId', 'queue_entries.status', 'vehicles.plate'])
      .where('queue_entries.station_id', '=', stationId)
      .where('queue_entries.status', 'in', [...ACTIVE_QUEUE_STATUSES])
      .execute(),
    db
      .selectFrom('queue_entries')
      .select(['route_id as routeId', (eb) => eb.fn.max('departed_at').as('lastDeparture')])
      .where('station_id', '=', stationId)
      .where('departed_at', 'is not', null)
      .groupBy('route_id')
      .execute(),
  ]);
  return { active, departures };
}
