import type { AddOwnerInput } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { membersQueryKey } from './get-members';
import { memberReplySchema } from './member-reply';

/** POST /add-owner/ (spec §7, 201): a pending owner account and an e-mailed invitation link. */
export function addOwner(input: AddOwnerInput) {
  return apiRequest('add-owner/', { method: 'POST', body: input, schema: memberReplySchema });
}

export function useAddOwner() {
  return useInvalidatingMutation(addOwner, membersQueryKey);
}
