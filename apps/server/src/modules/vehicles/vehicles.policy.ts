import type { Account } from '../auth/auth.guard';

export interface VehicleScope {
  sacco_id: number | null;
  created_by: number | null;
  ownerIds: readonly number[];
  managerIds: readonly number[];
}

/** Which vehicles a list shows: staff see all, everyone else only their own. */
export type VehicleListScope =
  | { kind: 'all' }
  | { kind: 'sacco'; saccoId: number | null; userId: number }
  | { kind: 'owner'; userId: number }
  | { kind: 'manager'; userId: number }
  | { kind: 'none' };

export function vehicleListScope(account: Account): VehicleListScope {
  switch (account.role) {
    case 'SYSTEM_ADMIN':
    case 'STATION_ADMIN':
      return { kind: 'all' };
    case 'SACCO':
      return { kind: 'sacco', saccoId: account.saccoId, userId: account.id };
    case 'OWNER':
      return { kind: 'owner', userId: account.id };
    case 'DRIVER':
      return { kind: 'manager', userId: account.id };
    default:
      return { kind: 'none' };
  }
}

const ownSacco = (account: Account, vehicle: VehicleScope) =>
  account.role === 'SACCO' && vehicle.sacco_id !== null && vehicle.sacco_id === account.saccoId;

/** The same rule as the list: owners their vehicles, a Sacco its own, drivers those they manage. */
export function canSeeVehicle(account: Account, vehicle: VehicleScope): boolean {
  const scope = vehicleListScope(account);
  switch (scope.kind) {
    case 'all':
      return true;
    case 'sacco':
      return ownSacco(account, vehicle) || vehicle.created_by === account.id;
    case 'owner':
      return vehicle.ownerIds.includes(account.id) || vehicle.created_by === account.id;
    case 'manager':
      return vehicle.managerIds.includes(account.id);
    case 'none':
      return false;
  }
}

/** Who may fill in the wizard: whoever started it, its owners, its Sacco, a system admin. */
export function canEditVehicle(account: Account, vehicle: VehicleScope): boolean {
  if (account.role === 'SYSTEM_ADMIN') return true;
  if (vehicle.created_by === account.id) return true;
  if (account.role === 'OWNER') return vehicle.ownerIds.includes(account.id);
  return ownSacco(account, vehicle);
}

/** A Sacco account files vehicles under its own Sacco only; the Sacco then decides. */
export function canAssignSacco(account: Account, saccoId: number): boolean {
  return account.role !== 'SACCO' || account.saccoId === saccoId;
}

/**
 * Step 5: the vehicle's Sacco or a system admin approves, rejects, suspends or reinstates it.
 * Nobody decides about a vehicle they own.
 */
export function canDecideVehicle(account: Account, vehicle: VehicleScope): boolean {
  if (vehicle.ownerIds.includes(account.id)) return false;
  return account.role === 'SYSTEM_ADMIN' || ownSacco(account, vehicle);
}
