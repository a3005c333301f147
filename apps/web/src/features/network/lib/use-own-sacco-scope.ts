import type { Role } from '@foleni/contract/roles';
import { reachOf } from '@/lib/reach';
import { useOwnSacco } from '../api/get-saccos';

/**
 * Whose routes an account works with: `false` for every Sacco (staff), else its own Sacco once
 * known (`null` while it loads), or `'none'` when the account has no Sacco.
 */
export function useOwnSaccoScope(
  account: { role: Role } | null | undefined,
): { id: number; name: string } | null | false | 'none' {
  const scoped = reachOf(account, 'route.edit') === 'sacco';
  const own = useOwnSacco(scoped);
  if (!scoped) return false;
  if (own.isPending) return null;
  return own.data ? { id: own.data.id, name: own.data.name } : 'none';
}
