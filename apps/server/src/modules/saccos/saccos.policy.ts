import type { Account } from '../auth/auth.guard';

/** Staff see every Sacco; a Sacco's own people see only theirs. */
export function visibleSaccoId(account: Account): number | 'all' | null {
  if (account.role === 'SYSTEM_ADMIN' || account.role === 'STATION_ADMIN') return 'all';
  return account.saccoId;
}

export function canEditSacco(account: Account, saccoId: number): boolean {
  if (account.role === 'SYSTEM_ADMIN') return true;
  return account.role === 'SACCO' && account.saccoId === saccoId;
}
