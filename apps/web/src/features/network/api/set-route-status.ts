import { type Route, routeSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

/** POST /route-by-id/:id/archive/ or /restore/. */
export function setRouteStatus({ id, status }: { id: number; status: Route['status'] }) {
  return apiRequest(`/route-by-id/${id}/${status === 'archived' ? 'archive' : 'restore'}/`, {
    method: 'POST',
    schema: routeSchema,
  });
}

export function useSetRouteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRouteStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.routes }),
  });
}
