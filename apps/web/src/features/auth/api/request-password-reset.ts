import { messageSchema } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST reset-password/ with the e-mail as `username` (spec §7); the answer never says more. */
export function requestPasswordReset(email: string) {
  return apiRequest('reset-password/', {
    method: 'POST',
    body: { username: email },
    schema: messageSchema,
    auth: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
