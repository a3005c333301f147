import type { QueueAction } from '@foleni/contract';
import type { Account } from '../auth/auth.guard';

/** A station admin runs the queues of their own stations; a system admin runs all of them. */
export function canRunStation(
  account: Account,
  stationId: number,
  adminStationIds: readonly number[],
): boolean {
  if (account.role === 'SYSTEM_ADMIN') return true;
  return account.role === 'STATION_ADMIN' && adminStationIds.includes(stationId);
}

/**
 * Who may do what to an entry: the station's runner anything; a driver (or conductor) of the
 * vehicle may only take it out of the line (leave). Joining follows the same split.
 */
export function canChangeEntry(
  account: Account,
  action: QueueAction,
  runsStation: boolean,
  drivesVehicle: boolean,
): boolean {
  if (runsStation) return true;
  return action === 'leave' && account.role === 'DRIVER' && drivesVehicle;
}

export function canJoin(account: Account, runsStation: boolean, drivesVehicle: boolean): boolean {
  return runsStation || (account.role === 'DRIVER' && drivesVehicle);
}

export type QueueListScope =
  | { kind: 'all' }
  | { kind: 'stations' }
  | { kind: 'sacco'; saccoId: number | null }
  | { kind: 'vehicles'; relations: string[] };

/** Which entries a role sees in lists: a Sacco and an owner their vehicles', a driver theirs. */
export function queueListScope(account: Account): QueueListScope {
  switch (account.role) {
    case 'SYSTEM_ADMIN':
      return { kind: 'all' };
    case 'STATION_ADMIN':
      return { kind: 'stations' };
    case 'SACCO':
      return { kind: 'sacco', saccoId: account.row.sacco_id };
    case 'OWNER':
      return { kind: 'vehicles', relations: ['owner'] };
    default:
      return { kind: 'vehicles', relations: ['driver', 'conductor'] };
  }
}
