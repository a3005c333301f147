import { type Sacco, saccoSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

/** POST /saccos/:id/suspend/ or /reinstate/ (system admins). */
export function setSaccoStatus({ id, status }: { id: number; status: Sacco['status'] }) {
  return apiRequest(`/saccos/${id}/${status === 'suspended' ? 'suspend' : 'reinstate'}/`, {
    method: 'POST',
    schema: saccoSchema,
  });
}

export function useSetSaccoStatus() {
  return useInvalidatingMutation(setSaccoStatus, networkKeys.saccos);
}
