import { vehicleDetailSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

/** GET /vehicles/:id/: the vehicle with its owners, managers and history of states. */
export function getVehicle(id: number, signal?: AbortSignal) {
  return apiRequest(`vehicles/${id}/`, { schema: vehicleDetailSchema, signal });
}

export function vehicleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...vehiclesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getVehicle(id, signal),
  });
}

export function useVehicle(id: number | null) {
  return useQuery({ ...vehicleQueryOptions(id ?? 0), enabled: id !== null });
}
