import { describe, expect, it } from 'vitest';
import { fleetRoles } from './fleet-roles';

describe('the fleet pages by role', () => {
  it('let a Sacco and a system admin decide on vehicles and manage members, nobody else', () => {
    for (const role of ['SACCO', 'SYSTEM_ADMIN'] as const) {
      expect(fleetRoles.decidesVehicles(role)).toBe(true);
      expect(fleetRoles.managesMembers(role)).toBe(true);
    }
    for (const role of ['OWNER', 'DRIVER', 'STATION_ADMIN', 'CUSTOMER'] as const) {
      expect(fleetRoles.decidesVehicles(role)).toBe(false);
      expect(fleetRoles.managesMembers(role)).toBe(false);
    }
  });

  it('let owners fill in the wizard but not drivers', () => {
    expect(fleetRoles.editsVehicles('OWNER')).toBe(true);
    expect(fleetRoles.editsVehicles('DRIVER')).toBe(false);
  });

  it('show staff every Sacco', () => {
    expect(fleetRoles.seesAllSaccos('STATION_ADMIN')).toBe(true);
    expect(fleetRoles.seesAllSaccos('SACCO')).toBe(false);
  });
});
