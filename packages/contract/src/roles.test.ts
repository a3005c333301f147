import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  hasRole,
  normalizeRole,
  ROLES,
  type Role,
  SELF_SIGNUP_ROLES,
} from './roles';

describe('roles', () => {
  it('lists the canonical roles', () => {
    expect(ROLES).toStrictEqual([
      'SYSTEM_ADMIN',
      'STATION_ADMIN',
      'SACCO',
      'OWNER',
      'DRIVER',
      'CUSTOMER',
    ]);
    expect(SELF_SIGNUP_ROLES).toStrictEqual(['SACCO', 'CUSTOMER']);
    expect(ACCOUNT_STATUSES).toStrictEqual(['pending', 'active', 'suspended']);
  });

  it.each<[string, Role]>([
    ['SYSTEM_ADMIN', 'SYSTEM_ADMIN'],
    ['STATION_ADMIN', 'STATION_ADMIN'],
    ['OWNER', 'OWNER'],
    ['SACCO', 'SACCO'],
    ['DRIVER', 'DRIVER'],
    ['CUSTOMER', 'CUSTOMER'],
    ['admin', 'SYSTEM_ADMIN'],
    ['Admin', 'SYSTEM_ADMIN'],
    ['sacco', 'SACCO'],
    ['Sacco', 'SACCO'],
    ['driver', 'DRIVER'],
    ['customer', 'CUSTOMER'],
    ['owner', 'OWNER'],
    ['user', 'CUSTOMER'],
    ['station_admin', 'STATION_ADMIN'],
    ['system_admin', 'SYSTEM_ADMIN'],
    ['  sacco  ', 'SACCO'],
  ])('normalizes %j to %s', (input, expected) => {
    expect(normalizeRole(input)).toBe(expected);
  });

  it.each(['', '   ', 'passenger', 'super_admin', 'station admin', 'constructor', 'toString'])(
    'rejects %j',
    (input) => {
      expect(normalizeRole(input)).toBeNull();
    },
  );

  it('checks a role against an allowed list case-insensitively', () => {
    expect(hasRole('sacco', ['SACCO', 'STATION_ADMIN'])).toBe(true);
    expect(hasRole('admin', ['SYSTEM_ADMIN'])).toBe(true);
    expect(hasRole('user', ['CUSTOMER'])).toBe(true);
    expect(hasRole('DRIVER', ['SACCO', 'OWNER'])).toBe(false);
    expect(hasRole('CUSTOMER', [])).toBe(false);
  });

  it('denies a missing or unknown role', () => {
    expect(hasRole(null, ROLES)).toBe(false);
    expect(hasRole(undefined, ROLES)).toBe(false);
    expect(hasRole('', ROLES)).toBe(false);
    expect(hasRole('superuser', ROLES)).toBe(false);
  });
});
