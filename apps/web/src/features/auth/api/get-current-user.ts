import { CAPABILITY_NAMES, type Capabilities, currentUserSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** GET user/: the signed-in user and what they may do (spec §7). */
export function getCurrentUser() {
  return apiRequest('user/', { schema: currentUserSchema });
}

export const capabilitiesQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['current-user', userId, 'capabilities'],
    queryFn: getCurrentUser,
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
