import type { AddOwnerInput } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membersQueryKey } from './get-members';
import { memberReplySchema } from './member-reply';

/** POST /add-owner/ (spec §7, 201): a pending owner account and an e-mailed invitation link. */
export function addOwner(input: AddOwnerInput) {
  return apiRequest('add-owner/', { method: 'POST', body: input, schema: memberReplySchema });
}

export function useAddOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOwner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
