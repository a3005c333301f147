import { driverChoicesSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membersQueryKey } from './get-members';

/**
 * GET /members/drivers/: the drivers the wizard's step 4 offers, by name and e-mail. Owners may
 * call it too (the members list is not theirs to read); staff name the vehicle's Sacco.
 */
export function getDriverChoices(sacco: number | undefined, signal?: AbortSignal) {
  return apiRequest('members/drivers/', {
    query: { sacco },
    schema: driverChoicesSchema,
    signal,
  });
}

export function driverChoicesQueryOptions(sacco: number | undefined) {
  return queryOptions({
    queryKey: [...membersQueryKey, 'drivers', sacco ?? null],
    queryFn: ({ signal }) => getDriverChoices(sacco, signal),
  });
}

export function useDriverChoices(sacco: number | undefined) {
  return useQuery(driverChoicesQueryOptions(sacco));
}
