import { type Route, routeSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

/** POST /route-by-id/:id/archive/ or /restore/. */
export function setRouteStatus({ id, status }: { id: number; status: Route['status'] }) {
  return apiRequest(`/route-by-id/${id}/${status === 'archived' ? 'archive' : 'restore'}/`, {
    method: 'POST',
    schema: routeSchema,
  });
}

export function useSetRouteStatus() {
  return useInvalidatingMutation(setRouteStatus, networkKeys.routes);
}
