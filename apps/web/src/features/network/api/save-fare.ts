import { type FareInput, fareSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

/** POST /route-by-id/:id/fares/: sets the fare between two stops (adds it, or replaces it). */
export function saveFare({ routeId, input }: { routeId: number; input: FareInput }) {
  return apiRequest(`/route-by-id/${routeId}/fares/`, {
    method: 'POST',
    body: input,
    schema: fareSchema,
  });
}

export function useSaveFare() {
  return useInvalidatingMutation(saveFare, networkKeys.routes);
}
