import { type ChangePasswordInput, messageSchema } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST change-password/ with the current password and the new one twice. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest('change-password/', { method: 'POST', body: input, schema: messageSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
