import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { usersQueryKey } from './get-users';
import { userReplySchema } from './user-reply';

/** POST /users/:id/approve/: activates a pending or suspended account. */
export function approveUser(id: number) {
  return apiRequest(`users/${id}/approve/`, { method: 'POST', schema: userReplySchema });
}

export function useApproveUser() {
  return useInvalidatingMutation(approveUser, usersQueryKey);
}
