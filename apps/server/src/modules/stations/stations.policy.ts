import { type CapabilityName, scopeOf } from '@foleni/contract';
import type { Account } from '../auth/auth.guard';

/** A station capability of the contract's table: everywhere, or at the admin's own stations. */
function reaches(capability: CapabilityName, account: Account, ownStation: boolean): boolean {
  const scope = scopeOf(account.role, capability);
  return scope === 'all' || (scope === 'station' && ownStation);
}

/** A station admin runs their own stages; a system admin runs all of them. */
export function canManageStation(
  account: Account,
  stationId: number,
  adminStationIds: readonly number[],
): boolean {
  return reaches('station.edit', account, adminStationIds.includes(stationId));
}

/** What the caller may do at a station, as the API says it (`can`). */
export function stationCan(
  account: Account,
  stationId: number,
  adminStationIds: readonly number[],
) {
  const own = adminStationIds.includes(stationId);
  return {
    edit: reaches('station.edit', account, own),
    archive: reaches('station.archive', account, own),
    manageAdmins: reaches('station.manageAdmins', account, own),
    runQueue: reaches('queue.run', account, own),
    moveQueue: reaches('queue.move', account, own),
  };
}
