import { type FareInput, fareSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.routes }),
  });
}
