import { type Capabilities, capabilitiesOf } from '@foleni/contract/capabilities';
import type { Role } from '@foleni/contract/roles';
import { describe, expect, it } from 'vitest';
import { type DashboardMenuEntry, menuFor } from './menu';

/** The menu of an account as GET user/ describes it: the contract's table for its role. */
function menuForRole(role: Role, status: 'active' | 'pending' | 'suspended' = 'active') {
  return menuFor(capabilitiesOf({ role, status }));
}

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
      'payments',
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
      'payments',
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

  it('gives a pending account its home link alone, and a suspended one nothing', () => {
    expect(outline(menuForRole('SACCO', 'pending'))).toEqual(['home']);
    expect(menuForRole('SYSTEM_ADMIN', 'suspended')).toEqual([]);
  });

  it('shows an entry by its capability alone, and nothing before the server has answered', () => {
    const none = Object.fromEntries(
      Object.keys(capabilitiesOf({ role: 'CUSTOMER', status: 'active' })).map((name) => [
        name,
        false,
      ]),
    ) as Capabilities;
    expect(menuFor(none)).toEqual([]);
    expect(outline(menuFor({ ...none, 'account.profile': true, 'place.manage': true }))).toEqual([
      'home',
      'places',
    ]);
    expect(outline(menuFor({ ...none, 'member.view': true }))).toEqual([
      'members',
      'users > drivers',
    ]);
  });
});
