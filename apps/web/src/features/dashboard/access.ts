import { hasRole, normalizeRole, ROLES, type Role } from '@foleni/contract/roles';

/** Roles as spec §6 spells them ('admin', 'sacco', 'STATION_ADMIN'…), in canonical form. */
function roles(...names: string[]): readonly Role[] {
  return names.map((name) => {
    const role = normalizeRole(name);
    if (!role) {
      throw new Error(`Unknown role ${name} in the dashboard access table`);
    }
    return role;
  });
}

/**
 * Who sees which part of the dashboard: spec §6's sidebar table, the one place it is written.
 * The menu shows an item to these roles and the item's pages refuse everyone else (compared
 * case-insensitively). Keys name the areas; `menu.ts` and the router refer to them.
 */
export const DASHBOARD_ACCESS = {
  /** The dashboard's home, profile and settings: every signed-in account. */
  home: ROLES,
  members: roles('admin', 'sacco', 'driver', 'STATION_ADMIN'),
  /** The Users group and its Drivers child: the same set as Members. */
  users: roles('admin', 'sacco', 'driver', 'STATION_ADMIN'),
  drivers: roles('admin', 'sacco', 'driver', 'STATION_ADMIN'),
  /** "Saccos without STATION_ADMIN". */
  saccos: roles('admin', 'sacco', 'driver'),
  /**
   * The account list itself (/dashboard/users): the API gives it to system admins only, so the
   * Users group shows this child to them alone.
   */
  allUsers: roles('SYSTEM_ADMIN'),
  queue: roles('admin', 'sacco', 'OWNER', 'driver', 'STATION_ADMIN'),
  vehicles: roles('SYSTEM_ADMIN', 'OWNER', 'sacco', 'STATION_ADMIN'),
  routes: roles('SYSTEM_ADMIN', 'OWNER', 'sacco', 'STATION_ADMIN'),
  /** Add Route and Route Pricing "exclude sacco". */
  routeBuilding: roles('SYSTEM_ADMIN', 'OWNER', 'STATION_ADMIN'),
  bookings: roles('SYSTEM_ADMIN', 'sacco', 'driver', 'STATION_ADMIN'),
  /**
   * The bookings page itself: every account books seats (the API takes a booking from anyone
   * signed in) and sees its own there, so the page is open to all; the menu item follows §6.
   */
  bookingList: ROLES,
  stations: roles('SYSTEM_ADMIN', 'sacco', 'customer', 'owner', 'STATION_ADMIN'),
  regions: roles('SYSTEM_ADMIN', 'sacco', 'customer', 'owner', 'STATION_ADMIN'),
  complaints: roles('SYSTEM_ADMIN', 'sacco', 'customer', 'owner'),
  /** The gazetteer of places (issue #12): kept by the system admin alone, like the API. */
  places: roles('SYSTEM_ADMIN'),
  /**
   * Owners and Invite Owner are in the route table but not the sidebar table; a Sacco's owners
   * are its members (spec §7: get-owners-in-sacco answers "results or members").
   */
  owners: roles('admin', 'sacco', 'driver', 'STATION_ADMIN'),
} as const satisfies Record<string, readonly Role[]>;

export type DashboardArea = keyof typeof DASHBOARD_ACCESS;

export function canAccess(role: string | null | undefined, area: DashboardArea): boolean {
  return hasRole(role, DASHBOARD_ACCESS[area]);
}
