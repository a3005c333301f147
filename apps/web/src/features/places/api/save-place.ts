import { type PlaceInput, placeSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { placeKeys } from './place-query-keys';

/** POST /places/ when `id` is null, else PATCH /places/:id/ with every field of the form. */
export function savePlace({ id, input }: { id: number | null; input: PlaceInput }) {
  return apiRequest(id === null ? '/places/' : `/places/${id}/`, {
    method: id === null ? 'POST' : 'PATCH',
    body: input,
    schema: placeSchema,
  });
}

export function useSavePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placeKeys.all }),
  });
}
