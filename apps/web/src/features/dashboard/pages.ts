import type { Capabilities, CapabilityName } from '@foleni/contract/capabilities';
import { canAccess, type DashboardArea } from './access';

export type DashboardPage = {
  /** Who may open the page: the capability of its area (access.ts). */
  area: DashboardArea;
  /** The capability (GET user/) without which the server refuses everything the page does. */
  needs?: CapabilityName;
  /** Spec §2: a pending (not yet activated) account may open it. */
  allowPending?: boolean;
};

/**
 * Every page inside the dashboard shell (spec §2's protected routes and the sidebar's extra
 * paths). The router tags each route with its key; the shell's guard reads the rules here.
 */
export const DASHBOARD_PAGES = {
  home: { area: 'home' },
  profile: { area: 'home', allowPending: true },
  settings: { area: 'home' },
  users: { area: 'allUsers' },
  members: { area: 'members' },
  saccos: { area: 'saccos' },
  drivers: { area: 'drivers' },
  owners: { area: 'owners' },
  inviteOwner: { area: 'owners', needs: 'member.inviteOwner' },
  queue: { area: 'queue' },
  newQueue: { area: 'queue' },
  bookings: { area: 'bookingList' },
  payments: { area: 'payments' },
  routes: { area: 'routes' },
  route: { area: 'routes' },
  editRoute: { area: 'routes', needs: 'route.edit' },
  newRoute: { area: 'routeBuilding', needs: 'route.create' },
  routePricing: { area: 'routeBuilding', needs: 'route.price' },
  regions: { area: 'regions' },
  region: { area: 'regions' },
  editRegion: { area: 'regions', needs: 'region.manage' },
  newRegion: { area: 'regions', needs: 'region.manage' },
  places: { area: 'places' },
  stations: { area: 'stations' },
  station: { area: 'stations' },
  editStation: { area: 'stations', needs: 'station.edit' },
  newStation: { area: 'stations', needs: 'station.create' },
  vehicles: { area: 'vehicles' },
  vehicle: { area: 'vehicles' },
  newVehicle: { area: 'vehicles' },
  editVehicle: { area: 'vehicles' },
  complaints: { area: 'complaints' },
  complaint: { area: 'complaints' },
  newComplaint: { area: 'complaints' },
} as const satisfies Record<string, DashboardPage>;

export type DashboardPageKey = keyof typeof DASHBOARD_PAGES;

/** What the router puts in `handle` of a dashboard route. */
export type DashboardRouteHandle = { dashboardPage: DashboardPageKey };

export function isDashboardRouteHandle(handle: unknown): handle is DashboardRouteHandle {
  return typeof handle === 'object' && handle !== null && 'dashboardPage' in handle;
}

/** Whether the shell's guard opens `page` to an account with `capabilities`. */
export function mayOpen(capabilities: Capabilities, page: DashboardPage): boolean {
  return canAccess(capabilities, page.area) && (!page.needs || capabilities[page.needs]);
}
