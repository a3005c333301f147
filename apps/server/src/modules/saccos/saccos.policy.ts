import { type CapabilityName, type SaccoCan, scopeOf } from '@foleni/contract';
import type { Account } from '../auth/auth.guard';
import { reachesInScope } from '../auth/capability-scope';

/** Whether `account` reaches a Sacco with a capability of the contract's table. */
function reaches(capability: CapabilityName, account: Account, saccoId: number): boolean {
  return reachesInScope(account, capability, {
    sacco: () => account.saccoId !== null && account.saccoId === saccoId,
  });
}

/** Staff see every Sacco; a Sacco's own people see only theirs. */
export function visibleSaccoId(account: Account): number | 'all' | null {
  const scope = scopeOf(account.role, 'sacco.view');
  if (scope === 'all') return 'all';
  return scope === 'sacco' ? account.saccoId : null;
}

export function canEditSacco(account: Account, saccoId: number): boolean {
  return reaches('sacco.edit', account, saccoId);
}

/** What the caller may do with a Sacco, as the API says it (`can`). */
export function saccoCan(account: Account, saccoId: number): SaccoCan {
  return {
    edit: canEditSacco(account, saccoId),
    suspend: reaches('sacco.suspend', account, saccoId),
  };
}
