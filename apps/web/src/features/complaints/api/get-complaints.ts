import { type complaintListQuerySchema, complaintSchema, paginatedSchema } from '@foleni/contract';
import { type PagedListFilter, usePagedList } from '@/lib/paged-list';
import { complaintsQueryKey } from './complaints-query-key';

export type ComplaintsFilter = PagedListFilter<typeof complaintListQuerySchema>;

/** GET /complaints/: the complaints the account may see, one page, filtered. */
const complaintList = {
  path: 'complaints/',
  schema: paginatedSchema(complaintSchema),
  key: [...complaintsQueryKey, 'list'],
};

export function useComplaints(filter: ComplaintsFilter) {
  return usePagedList(complaintList, filter);
}
