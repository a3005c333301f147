import { type Station, stationSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

/** POST station/:id/archive/ or /restore/. */
export function setStationStatus({ id, status }: { id: number; status: Station['status'] }) {
  return apiRequest(`station/${id}/${status === 'archived' ? 'archive' : 'restore'}/`, {
    method: 'POST',
    schema: stationSchema,
  });
}

export function useSetStationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStationStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.stations }),
  });
}
