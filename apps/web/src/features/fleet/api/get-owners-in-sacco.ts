import { memberSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { membersQueryKey } from './get-members';

const ownersSchema = z.object({ results: z.array(memberSchema) });

/** GET get-owners-in-sacco/ (spec §7): the owner members of the account's Sacco. */
export function getOwnersInSacco(signal?: AbortSignal) {
  return apiRequest('get-owners-in-sacco/', { schema: ownersSchema, signal });
}

export function ownersInSaccoQueryOptions() {
  return queryOptions({
    queryKey: [...membersQueryKey, 'owners-in-sacco'],
    queryFn: ({ signal }) => getOwnersInSacco(signal),
    select: (reply) => reply.results,
  });
}

export function useOwnersInSacco() {
  return useQuery(ownersInSaccoQueryOptions());
}
