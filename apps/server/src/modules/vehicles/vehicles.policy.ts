import { type CapabilityName, scopeOf, type VehicleCan } from '@foleni/contract';
import type { Account } from '../auth/auth.guard';
import { reachesInScope } from '../auth/capability-scope';

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
  switch (scopeOf(account.role, 'vehicle.view')) {
    case 'all':
      return { kind: 'all' };
    case 'sacco':
      return { kind: 'sacco', saccoId: account.saccoId, userId: account.id };
    case 'own':
      return { kind: 'owner', userId: account.id };
    case 'vehicle':
      return { kind: 'manager', userId: account.id };
    default:
      return { kind: 'none' };
  }
}

const ofAccountsSacco = (account: Account, vehicle: VehicleScope) =>
  vehicle.sacco_id !== null && vehicle.sacco_id === account.saccoId;

/**
 * Whether `account` reaches `vehicle` with a vehicle capability of the contract's table: its
 * Sacco's account, its owners (and whoever started it), the drivers and conductors it has.
 */
function reaches(capability: CapabilityName, account: Account, vehicle: VehicleScope): boolean {
  const started = vehicle.created_by === account.id;
  return reachesInScope(account, capability, {
    sacco: () => started || ofAccountsSacco(account, vehicle),
    own: () => started || vehicle.ownerIds.includes(account.id),
    vehicle: () => vehicle.managerIds.includes(account.id),
  });
}

/** The same rule as the list: owners their vehicles, a Sacco its own, drivers those they manage. */
export function canSeeVehicle(account: Account, vehicle: VehicleScope): boolean {
  return reaches('vehicle.view', account, vehicle);
}

/** Who may fill in the wizard: whoever started it, its owners, its Sacco, a system admin. */
export function canEditVehicle(account: Account, vehicle: VehicleScope): boolean {
  return reaches('vehicle.edit', account, vehicle);
}

/** A Sacco account files vehicles under its own Sacco only; the Sacco then decides. */
const ownSaccoOnly = (account: Account) => scopeOf(account.role, 'vehicle.edit') === 'sacco';

export function canAssignSacco(account: Account, saccoId: number): boolean {
  return !ownSaccoOnly(account) || account.saccoId === saccoId;
}

/**
 * Step 5: the vehicle's Sacco or a system admin approves, rejects, suspends or reinstates it.
 * Nobody decides about a vehicle they own.
 */
export function canDecideVehicle(account: Account, vehicle: VehicleScope): boolean {
  if (vehicle.ownerIds.includes(account.id)) return false;
  return reachesInScope(account, 'vehicle.decide', {
    sacco: () => ofAccountsSacco(account, vehicle),
  });
}

/** What the caller may do with a vehicle, as the API says it (`can`). */
export function vehicleCan(account: Account, vehicle: VehicleScope): VehicleCan {
  const edit = canEditVehicle(account, vehicle);
  return {
    edit,
    chooseAnySacco: edit && !ownSaccoOnly(account),
    decide: canDecideVehicle(account, vehicle),
  };
}
