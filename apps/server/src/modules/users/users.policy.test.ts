import { ROLES } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../../test/accounts';
import { userCan } from './users.policy';

const SELF = 7;
const OTHER = 8;

describe('users policy', () => {
  it('lets a system admin approve, suspend and change the role of any account but their own', () => {
    const admin = testAccount('SYSTEM_ADMIN');
    expect(userCan(admin, OTHER)).toEqual({ approve: true, suspend: true, changeRole: true });
    expect(userCan(admin, SELF)).toEqual({ approve: false, suspend: false, changeRole: false });
  });

  it('lets no other role act on any account', () => {
    for (const role of ROLES.filter((one) => one !== 'SYSTEM_ADMIN'))
      expect(Object.values(userCan(testAccount(role), OTHER)), role).not.toContain(true);
  });
});
