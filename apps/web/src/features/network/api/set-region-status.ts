import { type Region, regionSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

/** POST /regions/:id/archive/ or /restore/: an archived region stays, hidden from pickers. */
export function setRegionStatus({ id, status }: { id: number; status: Region['status'] }) {
  return apiRequest(`/regions/${id}/${status === 'archived' ? 'archive' : 'restore'}/`, {
    method: 'POST',
    schema: regionSchema,
  });
}

export function useSetRegionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRegionStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.regions }),
  });
}
