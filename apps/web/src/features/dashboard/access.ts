import type { Capabilities, CapabilityName } from '@foleni/contract/capabilities';

/**
 * Who sees which part of the dashboard: spec §6's sidebar table, written as the capability
 * (GET user/) each part needs, so the server's answer decides and no role is named here. The
 * menu shows an item to those who have it and the item's pages refuse everyone else. Keys name
 * the areas; `menu.ts` and the router refer to them.
 */
export const DASHBOARD_ACCESS = {
  /** The dashboard's home, profile and settings: every signed-in account. */
  home: 'account.profile',
  members: 'member.view',
  /** The Users group and its Drivers child: the same set as Members. */
  users: 'member.view',
  drivers: 'member.view',
  /** "Saccos without STATION_ADMIN". */
  saccos: 'sacco.browse',
  /**
   * The account list itself (/dashboard/users): the API gives it to system admins only, so the
   * Users group shows this child to them alone.
   */
  allUsers: 'user.manage',
  queue: 'queue.view',
  /** Vehicles and Add Vehicle: those who add and edit vehicles. */
  vehicles: 'vehicle.edit',
  routes: 'route.edit',
  /** Add Route and Route Pricing "exclude sacco". */
  routeBuilding: 'route.create',
  /** The menu's Bookings: the staff who handle them. */
  bookings: 'booking.manage',
  /**
   * The bookings page itself: whoever books seats or handles bookings sees their own there; the
   * menu item follows §6.
   */
  bookingList: 'booking.list',
  /** M-Pesa payments of a Sacco's routes: the Sacco and system admins. */
  payments: 'payment.view',
  stations: 'network.browse',
  regions: 'network.browse',
  complaints: 'complaint.view',
  /** The gazetteer of places (issue #12): kept by the system admin alone, like the API. */
  places: 'place.manage',
  /**
   * Owners and Invite Owner are in the route table but not the sidebar table; a Sacco's owners
   * are its members (spec §7: get-owners-in-sacco answers "results or members").
   */
  owners: 'member.view',
} as const satisfies Record<string, CapabilityName>;

export type DashboardArea = keyof typeof DASHBOARD_ACCESS;

export function canAccess(capabilities: Capabilities, area: DashboardArea): boolean {
  return capabilities[DASHBOARD_ACCESS[area]];
}
