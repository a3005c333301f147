import { type CapabilityName, type Role, type StationCan, scopeOf } from '@foleni/contract';
import type { Account } from '../auth/auth.guard';

/** A station capability of the contract's table: everywhere, or at the admin's own stations. */
function reaches(capability: CapabilityName, account: Account, ownStation: boolean): boolean {
  const scope = scopeOf(account.role, capability);
  return scope === 'all' || (scope === 'station' && ownStation);
}

/**
 * Whether a role's reach at stations is the stations it runs (a station admin's), so that an
 * account of it may be attached to a station; every other role reaches all stations or none.
 */
export function mayRunStations(role: Role): boolean {
  return scopeOf(role, 'station.edit') === 'station';
}

/** Whether the caller's own stations must be looked up to know what they may do at one. */
export function runsOwnStations(account: Account): boolean {
  return mayRunStations(account.role);
}

/** A station admin runs their own stages; a system admin runs all of them. */
export function canManageStation(
  account: Account,
  stationId: number,
  adminStationIds: readonly number[],
): boolean {
  return reaches('station.edit', account, adminStationIds.includes(stationId));
}

/** Who runs a station: its own admins see them, a system admin those of every station. */
export function canViewStationAdmins(
  account: Account,
  stationId: number,
  adminStationIds: readonly number[],
): boolean {
  return reaches('station.viewAdmins', account, adminStationIds.includes(stationId));
}

/** Opening and closing a stage is its archiving: a station admin edits only its details. */
export function canChangeStationStatus(account: Account): boolean {
  return scopeOf(account.role, 'station.archive') === 'all';
}

/** What the caller may do at a station, as the API says it (`can`). */
export function stationCan(
  account: Account,
  stationId: number,
  adminStationIds: readonly number[],
): StationCan {
  const own = adminStationIds.includes(stationId);
  return {
    edit: reaches('station.edit', account, own),
    archive: reaches('station.archive', account, own),
    manageAdmins: reaches('station.manageAdmins', account, own),
    runQueue: reaches('queue.run', account, own),
    moveQueue: reaches('queue.move', account, own),
    viewAdmins: reaches('station.viewAdmins', account, own),
  };
}
