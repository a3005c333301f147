import { paginatedSchema, type VehicleStatus, vehicleListItemSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type VehiclesFilter = {
  page: number;
  pageSize: number;
  status?: VehicleStatus | undefined;
  sacco?: number | undefined;
  search?: string | undefined;
};

const vehiclesPageSchema = paginatedSchema(vehicleListItemSchema);

/** GET /vehicles/: one page of the vehicles the account may see, filtered. */
export function getVehicles(filter: VehiclesFilter, signal?: AbortSignal) {
  return apiRequest('vehicles/', {
    query: {
      p: filter.page,
      p_size: filter.pageSize,
      status: filter.status,
      sacco: filter.sacco,
      search: filter.search || undefined,
    },
    schema: vehiclesPageSchema,
    signal,
  });
}

/** Every vehicle query (lists and details) starts with this key; each change invalidates it. */
export const vehiclesQueryKey = ['vehicles'] as const;

export function vehiclesQueryOptions(filter: VehiclesFilter) {
  return queryOptions({
    queryKey: [...vehiclesQueryKey, 'list', filter],
    queryFn: ({ signal }) => getVehicles(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVehicles(filter: VehiclesFilter) {
  return useQuery(vehiclesQueryOptions(filter));
}
