import { type RouteInput, routeSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

/** POST /post-route/ when `id` is null, else PUT /route-by-id/:id/ (spec §7). */
export function saveRoute({ id, input }: { id: number | null; input: RouteInput }) {
  return apiRequest(id === null ? '/post-route/' : `/route-by-id/${id}/`, {
    method: id === null ? 'POST' : 'PUT',
    body: input,
    schema: routeSchema,
  });
}

export function useSaveRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.routes }),
  });
}
