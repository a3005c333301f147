import { ROLES, type Role, roleMay, scopeOf } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../../test/accounts';
import { canHandleComplaint, canSeeComplaint } from './complaints.policy';

const account = (id: number, role: Role, saccoId: number | null = null) =>
  testAccount(role, { id, saccoId });
const complaint = {
  user_id: null,
  complainant_email: 'USER1@example.ke',
  saccoIds: [7],
  ownerIds: [4],
};

describe('the complaint policy', () => {
  it('shows a complaint to its complainant, its Sacco, its vehicle owners and admins', () => {
    expect(canSeeComplaint(account(1, 'CUSTOMER'), complaint)).toBe(true);
    expect(canSeeComplaint(account(2, 'CUSTOMER'), complaint)).toBe(false);
    expect(canSeeComplaint(account(3, 'SACCO', 7), complaint)).toBe(true);
    expect(canSeeComplaint(account(3, 'SACCO', 8), complaint)).toBe(false);
    expect(canSeeComplaint(account(4, 'OWNER'), complaint)).toBe(true);
    expect(canSeeComplaint(account(5, 'OWNER'), complaint)).toBe(false);
    expect(canSeeComplaint(account(6, 'DRIVER', 7), complaint)).toBe(false);
    expect(canSeeComplaint(account(9, 'SYSTEM_ADMIN'), complaint)).toBe(true);
  });

  it('lets only admins and the Sacco handle it, never the one who filed it', () => {
    expect(canHandleComplaint(account(3, 'SACCO', 7), complaint)).toBe(true);
    expect(canHandleComplaint(account(3, 'SACCO', 7), { ...complaint, user_id: 3 })).toBe(false);
    expect(canHandleComplaint(account(4, 'OWNER'), complaint)).toBe(false);
    expect(canHandleComplaint(account(1, 'CUSTOMER'), complaint)).toBe(false);
    expect(canHandleComplaint(account(9, 'SYSTEM_ADMIN'), complaint)).toBe(true);
  });

  it('tells the web who sees complaints of others exactly as the list scopes them', () => {
    for (const role of ROLES) {
      const scope = scopeOf(role, 'complaint.view');
      expect(scope !== null && scope !== 'own', role).toBe(roleMay(role, 'complaint.viewOthers'));
    }
  });
});
