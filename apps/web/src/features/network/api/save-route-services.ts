import { messageSchema, type RouteServicesInput, routeDetailSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

const savedServicesSchema = routeDetailSchema.extend(messageSchema.shape);

/** PUT /route-by-id/:id/services/: the route's time bands and headways, for both trips. */
export function saveRouteServices({
  routeId,
  input,
}: {
  routeId: number;
  input: RouteServicesInput;
}) {
  return apiRequest(`/route-by-id/${routeId}/services/`, {
    method: 'PUT',
    body: input,
    schema: savedServicesSchema,
  });
}

export function useSaveRouteServices() {
  return useInvalidatingMutation(saveRouteServices, networkKeys.routes);
}
