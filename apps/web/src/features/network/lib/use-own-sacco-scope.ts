import type { Role } from '@foleni/contract';
import { useOwnSacco } from '../api/get-saccos';
import { networkPermissions } from './network-permissions';

/**
 * Whose routes an account works with: `false` for every Sacco (staff), else its own Sacco once
 * known (`null` while it loads), or `'none'` when the account has no Sacco.
 */
export function useOwnSaccoScope(
  role: Role | undefined,
): { id: number; name: string } | null | false | 'none' {
  const scoped = role !== undefined && networkPermissions.ownSaccoRoutesOnly(role);
  const own = useOwnSacco(scoped);
  if (!scoped) return false;
  if (own.isPending) return null;
  return own.data ? { id: own.data.id, name: own.data.name } : 'none';
}
