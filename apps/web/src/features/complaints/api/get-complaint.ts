import { complaintDetailSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { complaintsQueryKey } from './complaints-query-key';

/** GET /complaints/:id/: the complaint, its files and its timeline. */
export function getComplaint(id: number, signal?: AbortSignal) {
  return apiRequest(`complaints/${id}/`, { schema: complaintDetailSchema, signal });
}

export function complaintQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...complaintsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getComplaint(id, signal),
  });
}

export function useComplaint(id: number) {
  return useQuery(complaintQueryOptions(id));
}
