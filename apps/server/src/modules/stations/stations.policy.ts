import type { Account } from '../auth/auth.guard';

/** A station admin runs their own stages; a system admin runs all of them. */
export function canManageStation(
  account: Account,
  stationId: number,
  adminStationIds: readonly number[],
): boolean {
  if (account.role === 'SYSTEM_ADMIN') return true;
  return account.role === 'STATION_ADMIN' && adminStationIds.includes(stationId);
}
