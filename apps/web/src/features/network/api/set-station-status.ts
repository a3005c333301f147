import { type Station, stationSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

/** POST station/:id/archive/ or /restore/. */
export function setStationStatus({ id, status }: { id: number; status: Station['status'] }) {
  return apiRequest(`station/${id}/${status === 'archived' ? 'archive' : 'restore'}/`, {
    method: 'POST',
    schema: stationSchema,
  });
}

export function useSetStationStatus() {
  return useInvalidatingMutation(setStationStatus, networkKeys.stations);
}
