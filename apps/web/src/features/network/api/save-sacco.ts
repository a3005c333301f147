import { type SaccoInput, saccoSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

/** POST /saccos/ (system admins) when `id` is null, else PUT /saccos/:id/. */
export function saveSacco({ id, input }: { id: number | null; input: SaccoInput }) {
  return apiRequest(id === null ? '/saccos/' : `/saccos/${id}/`, {
    method: id === null ? 'POST' : 'PUT',
    body: input,
    schema: saccoSchema,
  });
}

export function useSaveSacco() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSacco,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.saccos }),
  });
}
