import type { Account } from '../auth/auth.guard';

interface RouteScope {
  sacco_id: number | null;
  origin_station_id: number | null;
  destination_station_id: number | null;
}

const atOwnStation = (route: RouteScope, stationIds: readonly number[]) =>
  [route.origin_station_id, route.destination_station_id].some(
    (id) => id !== null && stationIds.includes(id),
  );

/**
 * Spec §6: routes are managed by system admins, owners and station admins; a Sacco account edits
 * its own routes but, like the first client's menu, does not add routes or set prices.
 * Everyone but a system admin is kept to their own Sacco's routes or their own stations' routes.
 */
export function canCreateRoute(
  account: Account,
  route: RouteScope,
  adminStationIds: readonly number[],
): boolean {
  if (account.role === 'SYSTEM_ADMIN') return true;
  if (account.role === 'OWNER')
    return route.sacco_id !== null && route.sacco_id === account.row.sacco_id;
  if (account.role === 'STATION_ADMIN') return atOwnStation(route, adminStationIds);
  return false;
}

export function canEditRoute(
  account: Account,
  route: RouteScope,
  adminStationIds: readonly number[],
): boolean {
  if (account.role === 'SACCO')
    return route.sacco_id !== null && route.sacco_id === account.row.sacco_id;
  return canCreateRoute(account, route, adminStationIds);
}

export const canPriceRoute = canCreateRoute;
