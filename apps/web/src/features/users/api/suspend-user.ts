import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { usersQueryKey } from './get-users';
import { userReplySchema } from './user-reply';

/** POST /users/:id/suspend/: blocks an account and ends its sessions. */
export function suspendUser(id: number) {
  return apiRequest(`users/${id}/suspend/`, { method: 'POST', schema: userReplySchema });
}

export function useSuspendUser() {
  return useInvalidatingMutation(suspendUser, usersQueryKey);
}
