import { CAPABILITY_NAMES, type Capabilities, currentUserSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isUnreachable, keepAccount, keptAccount } from '@/lib/pwa/kept-account';
import { getSession, useSession } from '@/lib/session';

/**
 * GET user/: the signed-in user and what they may do (spec §7). The answer is kept on the device
 * for a start without a network (`currentUserOrKept`).
 */
export async function getCurrentUser() {
  const user = await apiRequest('user/', { schema: currentUserSchema });
  // An answer that arrives after signing out is not kept.
  if (getSession().status !== 'anonymous') {
    keepAccount(user);
  }
  return user;
}

/**
 * GET user/, or when the server cannot be reached, the account's last answer kept on this device
 * (none: the call's error). A refusal is never covered up.
 */
export async function currentUserOrKept() {
  try {
    return await getCurrentUser();
  } catch (error) {
    const kept = isUnreachable(error) ? keptAccount(currentUserSchema) : null;
    if (kept === null) {
      throw error;
    }
    return kept;
  }
}

export const capabilitiesQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['current-user', userId, 'capabilities'],
    queryFn: currentUserOrKept,
    select: (user) => user.capabilities,
    enabled: userId !== undefined,
    staleTime: 60_000,
  });

/** Nothing is offered until the server has said what the account may do. */
const NONE = Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, false])) as Capabilities;

/**
 * What the signed-in account may do anywhere (the contract's capability table, as the server
 * answers it in GET user/): the web offers an action only when this, or the resource's own
 * `can`, says the server will accept it.
 */
export function useCapabilities(): { capabilities: Capabilities; isPending: boolean } {
  const { user } = useSession();
  const query = useQuery(capabilitiesQueryOptions(user?.id));
  return { capabilities: query.data ?? NONE, isPending: query.isPending };
}
