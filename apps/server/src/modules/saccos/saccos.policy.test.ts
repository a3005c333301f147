import type { Role } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../../test/accounts';
import { saccoCan, visibleSaccoId } from './saccos.policy';

const account = (role: Role, saccoId: number | null = null) =>
  testAccount(role, { id: 9, saccoId });

const OWN = 5;
const OTHER = 6;

describe('Saccos policy', () => {
  it('shows staff every Sacco and a Sacco’s own people theirs', () => {
    expect(visibleSaccoId(account('SYSTEM_ADMIN'))).toBe('all');
    expect(visibleSaccoId(account('STATION_ADMIN'))).toBe('all');
    for (const role of ['SACCO', 'OWNER', 'DRIVER'] as const)
      expect(visibleSaccoId(account(role, OWN)), role).toBe(OWN);
    expect(visibleSaccoId(account('CUSTOMER', OWN))).toBeNull();
  });

  it('lets a system admin edit and suspend any Sacco, a Sacco account edit its own', () => {
    expect(saccoCan(account('SYSTEM_ADMIN'), OTHER)).toEqual({ edit: true, suspend: true });
    expect(saccoCan(account('SACCO', OWN), OWN)).toEqual({ edit: true, suspend: false });
    expect(saccoCan(account('SACCO', OWN), OTHER)).toEqual({ edit: false, suspend: false });
    expect(saccoCan(account('SACCO'), OWN)).toEqual({ edit: false, suspend: false });
    for (const role of ['STATION_ADMIN', 'OWNER', 'DRIVER', 'CUSTOMER'] as const)
      expect(saccoCan(account(role, OWN), OWN), role).toEqual({ edit: false, suspend: false });
  });
});
