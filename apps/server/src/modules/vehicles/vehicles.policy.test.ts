import { ROLES, type Role, roleMay, scopeOf } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../../test/accounts';
import { canDecideVehicle, canEditVehicle, canSeeVehicle } from './vehicles.policy';

const account = (id: number, role: Role, saccoId: number | null = null) =>
  testAccount(role, { id, saccoId });
const vehicle = { sacco_id: 7, created_by: 1, ownerIds: [1], managerIds: [3] };

describe('the vehicle policy', () => {
  it('never lets an owner decide about their own vehicle', () => {
    expect(canDecideVehicle(account(1, 'OWNER'), vehicle)).toBe(false);
    expect(canDecideVehicle(account(1, 'SYSTEM_ADMIN'), vehicle)).toBe(false);
    expect(canDecideVehicle(account(2, 'SACCO', 7), vehicle)).toBe(true);
    expect(canDecideVehicle(account(2, 'SACCO', 8), vehicle)).toBe(false);
    expect(canDecideVehicle(account(2, 'SYSTEM_ADMIN'), vehicle)).toBe(true);
  });

  it('shows a vehicle to its owners, Sacco, managers and staff only', () => {
    expect(canSeeVehicle(account(1, 'OWNER'), vehicle)).toBe(true);
    expect(canSeeVehicle(account(9, 'OWNER'), vehicle)).toBe(false);
    expect(canSeeVehicle(account(3, 'DRIVER'), vehicle)).toBe(true);
    expect(canSeeVehicle(account(4, 'DRIVER', 7), vehicle)).toBe(false);
    expect(canSeeVehicle(account(5, 'STATION_ADMIN'), vehicle)).toBe(true);
    expect(canSeeVehicle(account(6, 'CUSTOMER'), vehicle)).toBe(false);
    expect(canEditVehicle(account(5, 'STATION_ADMIN'), vehicle)).toBe(false);
    expect(canEditVehicle(account(3, 'DRIVER'), vehicle)).toBe(false);
  });

  it('offers every Sacco in the web exactly to those who see every vehicle and member', () => {
    for (const role of ROLES) {
      const everySacco = roleMay(role, 'fleet.everySacco');
      expect(scopeOf(role, 'vehicle.view') === 'all', role).toBe(everySacco);
      expect(scopeOf(role, 'member.view') === 'all', role).toBe(everySacco);
    }
  });
});
