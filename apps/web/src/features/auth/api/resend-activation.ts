import { messageSchema } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST resend-activation/: a new activation link for an account that is still pending. */
export function resendActivation(email: string) {
  return apiRequest('resend-activation/', {
    method: 'POST',
    body: { email },
    schema: messageSchema,
    auth: false,
  });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
