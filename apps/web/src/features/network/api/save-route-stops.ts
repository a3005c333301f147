import { messageSchema, type RouteStopsInput, routeDetailSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

const savedStopsSchema = routeDetailSchema.extend(messageSchema.shape);

/** POST /routestop-post/:route_id/ (spec §7): replaces the route's ordered stops at once. */
export function saveRouteStops({ routeId, input }: { routeId: number; input: RouteStopsInput }) {
  return apiRequest(`/routestop-post/${routeId}/`, {
    method: 'POST',
    body: input,
    schema: savedStopsSchema,
  });
}

export function useSaveRouteStops() {
  return useInvalidatingMutation(saveRouteStops, networkKeys.routes);
}
