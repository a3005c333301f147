import { type Place, placeSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { placeKeys } from './place-query-keys';

/** PATCH /places/:id/ with `status`: an archived place stays, but no search finds it. */
export function setPlaceStatus({ id, status }: { id: number; status: Place['status'] }) {
  return apiRequest(`/places/${id}/`, { method: 'PATCH', body: { status }, schema: placeSchema });
}

export function useSetPlaceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlaceStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placeKeys.all }),
  });
}
