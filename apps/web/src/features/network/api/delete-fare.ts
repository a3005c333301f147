import { messageSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

/** DELETE /route-fares/:id/ */
export function deleteFare(id: number) {
  return apiRequest(`/route-fares/${id}/`, { method: 'DELETE', schema: messageSchema });
}

export function useDeleteFare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.routes }),
  });
}
