import {
  type ComplaintStatus,
  type ComplaintType,
  complaintSchema,
  paginatedSchema,
} from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ComplaintsFilter = {
  page: number;
  pageSize: number;
  status?: ComplaintStatus | undefined;
  sacco?: number | undefined;
  complaint_type?: ComplaintType | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const complaintsPageSchema = paginatedSchema(complaintSchema);

/** GET /complaints/: the complaints the account may see, one page, filtered. */
export function getComplaints(filter: ComplaintsFilter, signal?: AbortSignal) {
  const { page, pageSize, ...filters } = filter;
  return apiRequest('complaints/', {
    query: { p: page, p_size: pageSize, ...filters },
    schema: complaintsPageSchema,
    signal,
  });
}

/** Every complaints query starts with this key; submitting and handling invalidate it. */
export const complaintsQueryKey = ['complaints'] as const;

export function complaintsQueryOptions(filter: ComplaintsFilter) {
  return queryOptions({
    queryKey: [...complaintsQueryKey, 'list', filter],
    queryFn: ({ signal }) => getComplaints(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useComplaints(filter: ComplaintsFilter) {
  return useQuery(complaintsQueryOptions(filter));
}
