import { messageSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST activate/<token>/: the link from the activation e-mail. A token works once. */
export function activateAccount(token: string) {
  return apiRequest(`activate/${encodeURIComponent(token)}/`, {
    method: 'POST',
    schema: messageSchema,
    auth: false,
  });
}

/**
 * A query rather than a mutation so that opening the page activates exactly once, however often
 * it renders (React's strict mode mounts twice in development); the answer is kept for the visit.
 */
export function activateAccountQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['activate-account', token],
    queryFn: () => activateAccount(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useActivateAccount(token: string) {
  return useQuery(activateAccountQueryOptions(token));
}
