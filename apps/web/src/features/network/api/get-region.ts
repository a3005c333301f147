import { regionSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

/** GET /regions/:id/ */
export function getRegion(id: number, signal?: AbortSignal) {
  return apiRequest(`/regions/${id}/`, { schema: regionSchema, signal });
}

export function regionQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...networkKeys.regions, 'detail', id],
    queryFn: ({ signal }) => getRegion(id, signal),
  });
}

export function useRegion(id: number) {
  return useQuery(regionQueryOptions(id));
}
