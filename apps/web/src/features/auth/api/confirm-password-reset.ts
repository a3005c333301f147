import { messageSchema, type ResetPasswordConfirmInput } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST reset-password/confirm/ with the e-mailed token and the new password twice. */
export function confirmPasswordReset(input: ResetPasswordConfirmInput) {
  return apiRequest('reset-password/confirm/', {
    method: 'POST',
    body: input,
    schema: messageSchema,
    auth: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
