import { messageSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

/** DELETE /route-fares/:id/ */
export function deleteFare(id: number) {
  return apiRequest(`/route-fares/${id}/`, { method: 'DELETE', schema: messageSchema });
}

export function useDeleteFare() {
  return useInvalidatingMutation(deleteFare, networkKeys.routes);
}
