import { type Sacco, saccoSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

/** POST /saccos/:id/suspend/ or /reinstate/ (system admins). */
export function setSaccoStatus({ id, status }: { id: number; status: Sacco['status'] }) {
  return apiRequest(`/saccos/${id}/${status === 'suspended' ? 'suspend' : 'reinstate'}/`, {
    method: 'POST',
    schema: saccoSchema,
  });
}

export function useSetSaccoStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSaccoStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.saccos }),
  });
}
