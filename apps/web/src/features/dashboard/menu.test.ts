import { describe, expect, it } from 'vitest';
import { type DashboardMenuEntry, menuForRole } from './menu';

/** Labels as the sidebar shows them: groups as "Group > child, child". */
function outline(entries: DashboardMenuEntry[]): string[] {
  return entries.map((entry) =>
    entry.children
      ? `${entry.label} > ${entry.children.map((child) => child.label).join(', ')}`
      : entry.label,
  );
}

// Spec §6's sidebar table, role by role.
describe('the dashboard menu', () => {
  it('gives a system admin everything', () => {
    expect(outline(menuForRole('SYSTEM_ADMIN'))).toEqual([
      'home',
      'members',
      'users > allUsers, saccos, drivers',
      'queue',
      'vehicles > allVehicles, addVehicle',
      'routes > allRoutes, addRoute, routePricing',
      'bookings',
      'stations',
      'regions > allRegions, addRegion',
      'places',
      'complaints',
    ]);
  });

  it('gives a station admin all but Saccos, the account list and complaints', () => {
    expect(outline(menuForRole('STATION_ADMIN'))).toEqual([
      'home',
      'members',
      'users > drivers',
      'queue',
      'vehicles > allVehicles, addVehicle',
      'routes > allRoutes, addRoute, routePricing',
      'bookings',
      'stations',
      'regions > allRegions, addRegion',
    ]);
  });

  it('keeps Add Route and Route Pricing from a Sacco', () => {
    expect(outline(menuForRole('SACCO'))).toEqual([
      'home',
      'members',
      'users > saccos, drivers',
      'queue',
      'vehicles > allVehicles, addVehicle',
      'routes > allRoutes',
      'bookings',
      'stations',
      'regions > allRegions, addRegion',
      'complaints',
    ]);
  });

  it('gives an owner queue, vehicles, routes, stations, regions and complaints', () => {
    expect(outline(menuForRole('OWNER'))).toEqual([
      'home',
      'queue',
      'vehicles > allVehicles, addVehicle',
      'routes > allRoutes, addRoute, routePricing',
      'stations',
      'regions > allRegions, addRegion',
      'complaints',
    ]);
  });

  it('gives a driver members, users, queue and bookings', () => {
    expect(outline(menuForRole('DRIVER'))).toEqual([
      'home',
      'members',
      'users > saccos, drivers',
      'queue',
      'bookings',
    ]);
  });

  it('gives a customer stations, regions and complaints', () => {
    expect(outline(menuForRole('CUSTOMER'))).toEqual([
      'home',
      'stations',
      'regions > allRegions, addRegion',
      'complaints',
    ]);
  });

  it('compares roles case-insensitively and knows the old names', () => {
    expect(menuForRole('sacco')).toEqual(menuForRole('SACCO'));
    expect(menuForRole('admin')).toEqual(menuForRole('SYSTEM_ADMIN'));
    expect(menuForRole('user')).toEqual(menuForRole('CUSTOMER'));
    expect(menuForRole('Station_Admin')).toEqual(menuForRole('STATION_ADMIN'));
  });

  it('shows nothing to an unknown role', () => {
    expect(menuForRole('conductor')).toEqual([]);
    expect(menuForRole(undefined)).toEqual([]);
  });
});
