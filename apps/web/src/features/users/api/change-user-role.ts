import type { Role } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { usersQueryKey } from './get-users';
import { userReplySchema } from './user-reply';

/** PATCH /users/:id/role/: gives an account another role. */
export function changeUserRole({ id, role }: { id: number; role: Role }) {
  return apiRequest(`users/${id}/role/`, {
    method: 'PATCH',
    body: { role },
    schema: userReplySchema,
  });
}

export function useChangeUserRole() {
  return useInvalidatingMutation(changeUserRole, usersQueryKey);
}
