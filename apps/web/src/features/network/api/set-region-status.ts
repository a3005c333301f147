import { type Region, regionSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

/** POST /regions/:id/archive/ or /restore/: an archived region stays, hidden from pickers. */
export function setRegionStatus({ id, status }: { id: number; status: Region['status'] }) {
  return apiRequest(`/regions/${id}/${status === 'archived' ? 'archive' : 'restore'}/`, {
    method: 'POST',
    schema: regionSchema,
  });
}

export function useSetRegionStatus() {
  return useInvalidatingMutation(setRegionStatus, networkKeys.regions);
}
