import type { Account } from '../auth/auth.guard';

/**
 * Whose members an account sees: staff any Sacco's (all of them unless they name one), a Sacco
 * account or a driver only their own Sacco's, and someone without a Sacco nobody's.
 */
export function memberSaccoScope(account: Account, requested?: number): number | 'all' | null {
  if (account.role === 'SYSTEM_ADMIN' || account.role === 'STATION_ADMIN')
    return requested ?? 'all';
  return account.saccoId;
}

/** Inviting owners and removing members: the Sacco itself, or a system admin. */
export function canManageMembers(account: Account, saccoId: number): boolean {
  if (account.role === 'SYSTEM_ADMIN') return true;
  return account.role === 'SACCO' && account.saccoId === saccoId;
}
