import { ROLES } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import type { Account } from '../auth/auth.guard';
import { canManagePlaces, canSeeArchivedPlaces } from './places.policy';

const account = (role: Account['role'], status: Account['status'] = 'active'): Account => ({
  id: 1,
  role,
  status,
  saccoId: null,
  email: 'admin@example.ke',
});

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
