import {
  type ComplaintAssignInput,
  type ComplaintDetail,
  type ComplaintReplyInput,
  type ComplaintStatusInput,
  complaintDetailSchema,
} from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { complaintsQueryKey } from './complaints-query-key';
import { complaintQueryOptions } from './get-complaint';

/** POST /complaints/:id/status/: open → in_review → resolved / dismissed, with a note. */
export function changeComplaintStatus(id: number, input: ComplaintStatusInput) {
  return apiRequest(`complaints/${id}/status/`, {
    method: 'POST',
    body: input,
    schema: complaintDetailSchema,
  });
}

/** POST /complaints/:id/assign/: to a staff member, or `null` to unassign. */
export function assignComplaint(id: number, input: ComplaintAssignInput) {
  return apiRequest(`complaints/${id}/assign/`, {
    method: 'POST',
    body: input,
    schema: complaintDetailSchema,
  });
}

/** POST /complaints/:id/replies/: a reply to the complainant, or an internal note. */
export function replyToComplaint(id: number, input: ComplaintReplyInput) {
  return apiRequest(`complaints/${id}/replies/`, {
    method: 'POST',
    body: input,
    schema: complaintDetailSchema,
  });
}

/** Each action answers with the complaint as it is now: the page shows it and lists refetch. */
function useComplaintAction<I>(
  id: number,
  send: (id: number, input: I) => Promise<ComplaintDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => send(id, input),
    onSuccess: (complaint) => {
      queryClient.setQueryData(complaintQueryOptions(id).queryKey, complaint);
      return queryClient.invalidateQueries({ queryKey: [...complaintsQueryKey, 'list'] });
    },
  });
}

export const useChangeComplaintStatus = (id: number) =>
  useComplaintAction(id, changeComplaintStatus);
export const useAssignComplaint = (id: number) => useComplaintAction(id, assignComplaint);
export const useReplyToComplaint = (id: number) => useComplaintAction(id, replyToComplaint);
