import type { Db } from '../../db/database';

/** Everything the journey index needs, in three reads. */
export async function loadNetwork(db: Db) {
  const [stops, fares, stations] = await Promise.all([
    db
      .selectFrom('route_stops')
      .innerJoin('routes', 'routes.id', 'route_stops.route_id')
      .leftJoin('saccos', 'saccos.id', 'routes.sacco_id')
      .leftJoin('stations', 'stations.id', 'route_stops.station_id')
      .select([
        'routes.id as routeId',
        'routes.route_id as code',
        'routes.route_name as routeName',
        'saccos.name as saccoName',
        'saccos.logo_url as saccoLogo',
        'route_stops.direction',
        'route_stops.name',
        'route_stops.latitude',
        'route_stops.longitude',
        'stations.name as stationName',
      ])
      .where('routes.status', '=', 'active')
      .orderBy('routes.id')
      .orderBy('route_stops.direction')
      .orderBy('route_stops.sequence')
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
    db.selectFrom('stations').select('name').where('status', '=', 'active').execute(),
  ]);
  return { stops, fares, stationNames: stations.map((station) => station.name) };
}
