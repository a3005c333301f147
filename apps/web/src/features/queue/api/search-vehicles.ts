import { paginatedSchema, vehicleSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const vehiclesPageSchema = paginatedSchema(vehicleSchema);

/** Approved vehicles whose plate contains `search` (any spacing or case), for "add vehicle". */
export function approvedVehiclesQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['vehicles', 'approved', search],
    queryFn: ({ signal }) =>
      apiRequest('vehicles/', {
        query: { status: 'active', search: search || undefined, p: 1, p_size: 20 },
        schema: vehiclesPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useApprovedVehicles(search: string) {
  return useQuery(approvedVehiclesQueryOptions(search));
}
