import { type RegionInput, regionSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

/** POST /regions/ when `id` is null, else PUT /regions/:id/. */
export function saveRegion({ id, input }: { id: number | null; input: RegionInput }) {
  return apiRequest(id === null ? '/regions/' : `/regions/${id}/`, {
    method: id === null ? 'POST' : 'PUT',
    body: input,
    schema: regionSchema,
  });
}

export function useSaveRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRegion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.regions }),
  });
}
