import { type CapabilityName, type CapabilityScope, scopeOf } from '@foleni/contract/capabilities';
import type { Role } from '@foleni/contract/roles';

/**
 * How far the signed-in account reaches with a capability, read from the contract's table:
 * everywhere ('all'), or only its own Sacco's, stations' or vehicles' records; null when not at
 * all. Whether it may act is GET user/'s capabilities and each record's `can`; the reach only
 * chooses whose records a page starts from (a station admin's own stations, a Sacco's routes).
 */
export function reachOf(
  account: { role: Role } | null | undefined,
  capability: CapabilityName,
): CapabilityScope | null {
  return account ? scopeOf(account.role, capability) : null;
}
