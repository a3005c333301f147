import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membersQueryKey } from './get-members';
import { memberReplySchema } from './member-reply';

/** POST /members/:id/remove/: takes someone out of the Sacco; the account and history stay. */
export function removeMember(id: number) {
  return apiRequest(`members/${id}/remove/`, { method: 'POST', schema: memberReplySchema });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
