import { type complaintListQuerySchema, complaintSchema, paginatedSchema } from '@foleni/contract';
import { type PagedListFilter, usePagedList } from '@/lib/paged-list';

export type ComplaintsFilter = PagedListFilter<typeof complaintListQuerySchema>;

/** Every complaints query starts with this key; submitting and handling invalidate it. */
export const complaintsQueryKey = ['complaints'] as const;

/** GET /complaints/: the complaints the account may see, one page, filtered. */
const complaintList = {
  path: 'complaints/',
  schema: paginatedSchema(complaintSchema),
  key: [...complaintsQueryKey, 'list'],
};

export function useComplaints(filter: ComplaintsFilter) {
  return usePagedList(complaintList, filter);
}
