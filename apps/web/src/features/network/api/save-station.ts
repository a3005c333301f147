import { type StationInput, stationSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

/** POST station/ when `id` is null, else PUT station/:id/. */
export function saveStation({ id, input }: { id: number | null; input: StationInput }) {
  return apiRequest(id === null ? 'station/' : `station/${id}/`, {
    method: id === null ? 'POST' : 'PUT',
    body: input,
    schema: stationSchema,
  });
}

export function useSaveStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: networkKeys.stations }),
        // A region's station count changes with it.
        queryClient.invalidateQueries({ queryKey: networkKeys.regions }),
      ]),
  });
}
