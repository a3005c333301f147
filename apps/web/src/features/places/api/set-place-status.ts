import { type Place, placeSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { placeKeys } from './place-query-keys';

/** PATCH /places/:id/ with `status`: an archived place stays, but no search finds it. */
export function setPlaceStatus({ id, status }: { id: number; status: Place['status'] }) {
  return apiRequest(`/places/${id}/`, { method: 'PATCH', body: { status }, schema: placeSchema });
}

export function useSetPlaceStatus() {
  return useInvalidatingMutation(setPlaceStatus, placeKeys.all);
}
