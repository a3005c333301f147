import { ROLES, type Role } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../../test/accounts';
import type { Account } from '../auth/auth.guard';
import { canManagePlaces, canSeeArchivedPlaces } from './places.policy';

const account = (role: Role, status: Account['status'] = 'active') =>
  testAccount(role, { id: 1, status });

describe('places policy', () => {
  it('gives the gazetteer to an active system admin alone', () => {
    for (const role of ROLES) {
      expect(canManagePlaces(account(role)), role).toBe(role === 'SYSTEM_ADMIN');
      expect(canSeeArchivedPlaces(account(role)), role).toBe(role === 'SYSTEM_ADMIN');
    }
    expect(canManagePlaces(account('SYSTEM_ADMIN', 'suspended'))).toBe(false);
    expect(canManagePlaces(null)).toBe(false);
    expect(canSeeArchivedPlaces(null)).toBe(false);
  });
});
