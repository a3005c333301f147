import { paginatedSchema, vehicleSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const vehiclesPageSchema = paginatedSchema(vehicleSchema);

/**
 * Approved vehicles whose plate contains `search` (any spacing or case), of one Sacco when `sacco`
 * is given, for "add vehicle".
 */
export function approvedVehiclesQueryOptions(search: string, sacco?: number) {
  return queryOptions({
    queryKey: ['vehicles', 'approved', search, sacco ?? null],
    queryFn: ({ signal }) =>
      apiRequest('vehicles/', {
        query: { status: 'active', search: search || undefined, sacco, p: 1, p_size: 20 },
        schema: vehiclesPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useApprovedVehicles(search: string, sacco?: number) {
  return useQuery(approvedVehiclesQueryOptions(search, sacco));
}
