import { type CapabilityName, type CapabilityScope, scopeOf } from '@foleni/contract';
import type { Account } from './auth.guard';

/** What reaching a resource means in each scope of a capability; a scope left out reaches none. */
export type ScopeChecks = Partial<Record<Exclude<CapabilityScope, 'all'>, () => boolean>>;

/**
 * Whether `account` reaches a resource with `capability`: a role whose scope is 'all' reaches
 * every one, a role without the capability none, and any other the way its scope's check says.
 * The checks are functions so that only the caller's own scope is worked out.
 */
export function reachesInScope(
  account: Account,
  capability: CapabilityName,
  checks: ScopeChecks,
): boolean {
  const scope = scopeOf(account.role, capability);
  if (scope === null) return false;
  return scope === 'all' || (checks[scope]?.() ?? false);
}
