import { type RouteInput, routeSchema } from '@foleni/contract';
import { type RecordToSave, saveRecord } from '@/lib/save-record';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

/** POST /post-route/ when `id` is null, else PUT /route-by-id/:id/ (spec §7). */
export function saveRoute(route: RecordToSave<RouteInput>) {
  return saveRecord(route, {
    create: '/post-route/',
    update: (id) => `/route-by-id/${id}/`,
    schema: routeSchema,
  });
}

export function useSaveRoute() {
  return useInvalidatingMutation(saveRoute, networkKeys.routes);
}
