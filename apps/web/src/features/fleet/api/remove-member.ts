import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { membersQueryKey } from './get-members';
import { memberReplySchema } from './member-reply';

/** POST /members/:id/remove/: takes someone out of the Sacco; the account and history stay. */
export function removeMember(id: number) {
  return apiRequest(`members/${id}/remove/`, { method: 'POST', schema: memberReplySchema });
}

export function useRemoveMember() {
  return useInvalidatingMutation(removeMember, membersQueryKey);
}
