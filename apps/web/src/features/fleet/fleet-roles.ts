import type { Role } from '@foleni/contract/roles';

/**
 * What the fleet pages offer each role, mirroring the server's policies (vehicles.policy.ts,
 * members.policy.ts) so nobody is shown a button the server would refuse. The server still
 * decides: an owner never decides about their own vehicle, a Sacco only about its own.
 */
export const fleetRoles = {
  /** Approve, reject, suspend and reinstate vehicles. */
  decidesVehicles: (role: Role) => role === 'SACCO' || role === 'SYSTEM_ADMIN',
  /** Fill in the vehicle wizard (a driver only works the vehicles of others). */
  editsVehicles: (role: Role) => role !== 'DRIVER' && role !== 'CUSTOMER',
  /** Staff see every Sacco's vehicles and members, so they filter and see them by Sacco. */
  seesAllSaccos: (role: Role) => role === 'SYSTEM_ADMIN' || role === 'STATION_ADMIN',
  /** Invite owners and remove members. */
  managesMembers: (role: Role) => role === 'SACCO' || role === 'SYSTEM_ADMIN',
} as const;
