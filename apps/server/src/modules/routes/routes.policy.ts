import type { CapabilityName } from '@foleni/contract';
import type { Account } from '../auth/auth.guard';
import { reachesInScope } from '../auth/capability-scope';

export interface RouteScope {
  sacco_id: number | null;
  origin_station_id: number | null;
  destination_station_id: number | null;
}

/**
 * Whether `account` reaches `route` with a route capability of the contract's table: a system
 * admin every route, a Sacco account and an owner their own Sacco's, a station admin those that
 * start or end at their stations (`adminStationIds`). Spec §6: a Sacco account edits its own
 * routes but, like the first client's menu, does not add routes or set prices.
 */
function reaches(
  capability: CapabilityName,
  account: Account,
  route: RouteScope,
  adminStationIds: readonly number[],
): boolean {
  return reachesInScope(account, capability, {
    sacco: () => route.sacco_id !== null && route.sacco_id === account.saccoId,
    station: () =>
      [route.origin_station_id, route.destination_station_id].some(
        (id) => id !== null && adminStationIds.includes(id),
      ),
  });
}

export type RoutePolicy = (
  account: Account,
  route: RouteScope,
  adminStationIds: readonly number[],
) => boolean;

export const canCreateRoute: RoutePolicy = (...args) => reaches('route.create', ...args);
export const canEditRoute: RoutePolicy = (...args) => reaches('route.edit', ...args);
export const canArchiveRoute: RoutePolicy = (...args) => reaches('route.archive', ...args);
export const canPriceRoute: RoutePolicy = (...args) => reaches('route.price', ...args);

/** What the caller may do with a route, as the API says it (`can`). */
export function routeCan(account: Account, route: RouteScope, adminStationIds: readonly number[]) {
  return {
    edit: canEditRoute(account, route, adminStationIds),
    archive: canArchiveRoute(account, route, adminStationIds),
    price: canPriceRoute(account, route, adminStationIds),
  };
}
