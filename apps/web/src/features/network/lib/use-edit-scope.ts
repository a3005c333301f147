import { paginatedSchema, type Role, stationSchema } from '@foleni/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from '../api/network-query-keys';
import { networkPermissions } from './network-permissions';

/** A station admin runs a handful of stages; one page holds them all. */
const OWN_STATIONS_PAGE = 100;

type RouteEnds = { origin_station: number | null; destination_station: number | null };

/**
 * Which stations and routes the account may edit, row by row. A station admin edits only their
 * own stations and the routes that start or end at one (the server's rule in stations.policy
 * and routes.policy); for every other role the role alone decides.
 */
export function useNetworkEditScope(role: Role | undefined) {
  const stationAdmin = role === 'STATION_ADMIN';
  const own = useQuery({
    queryKey: [...networkKeys.stations, 'own'],
    queryFn: ({ signal }) =>
      apiRequest('station/', {
        query: { admin: 'me', p: 1, p_size: OWN_STATIONS_PAGE },
        schema: paginatedSchema(stationSchema),
        signal,
      }),
    select: (page) => new Set(page.results.map((station) => station.id)),
    enabled: stationAdmin,
  });
  const ownIds = own.data ?? new Set<number>();
  const ownsStation = (id: number | null) => id !== null && ownIds.has(id);
  const atOwnStation = (route: RouteEnds) =>
    !stationAdmin || ownsStation(route.origin_station) || ownsStation(route.destination_station);
  return {
    station: (id: number) =>
      role !== undefined &&
      networkPermissions.editStation(role) &&
      (!stationAdmin || ownsStation(id)),
    route: (route: RouteEnds) =>
      role !== undefined && networkPermissions.editRoutes(role) && atOwnStation(route),
    /** Fares follow the rule for creating routes (routes.policy canPriceRoute). */
    priceRoute: (route: RouteEnds) =>
      role !== undefined && networkPermissions.buildRoutes(role) && atOwnStation(route),
  };
}
