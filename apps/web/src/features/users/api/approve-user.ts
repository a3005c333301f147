import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersQueryKey } from './get-users';
import { userReplySchema } from './user-reply';

/** POST /users/:id/approve/: activates a pending or suspended account. */
export function approveUser(id: number) {
  return apiRequest(`users/${id}/approve/`, { method: 'POST', schema: userReplySchema });
}

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
