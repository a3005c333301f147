import type { Role } from '@foleni/contract';

/**
 * What the network pages offer each role: the server's permission table and policies decide,
 * these only hide what the server would refuse (apps/server/src/modules/auth/permissions.ts).
 */
// The server's ROUTE_BUILDERS (spec §6: Add Route and Route Pricing exclude the Sacco role).
const ROUTE_BUILDERS: readonly Role[] = ['SYSTEM_ADMIN', 'OWNER', 'STATION_ADMIN'];

export const networkPermissions = {
  /** Regions: create, edit, archive. */
  manageRegions: (role: Role) => role === 'SYSTEM_ADMIN',
  /** Stations: create, archive, attach admins. */
  manageStations: (role: Role) => role === 'SYSTEM_ADMIN',
  /** Editing a station's details: station admins edit their own stations too. */
  editStation: (role: Role) => role === 'SYSTEM_ADMIN' || role === 'STATION_ADMIN',
  viewStationAdmins: (role: Role) => role === 'SYSTEM_ADMIN' || role === 'STATION_ADMIN',
  buildRoutes: (role: Role) => ROUTE_BUILDERS.includes(role),
  /** A Sacco account edits its own routes (their details and stops). */
  editRoutes: (role: Role) => ROUTE_BUILDERS.includes(role) || role === 'SACCO',
  /** Accounts of one Sacco see and manage that Sacco's routes only. */
  ownSaccoRoutesOnly: (role: Role) => role === 'SACCO' || role === 'OWNER',
  manageSaccos: (role: Role) => role === 'SYSTEM_ADMIN',
  /** A Sacco account edits its own Sacco's profile. */
  editOwnSacco: (role: Role) => role === 'SACCO',
  importGtfs: (role: Role) => role === 'SYSTEM_ADMIN',
};
