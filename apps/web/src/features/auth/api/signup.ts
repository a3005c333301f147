import { messageSchema, type Signup } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /signup/ (spec §7): creates a pending account and e-mails its activation link. */
export function signup(input: Signup) {
  return apiRequest('signup/', { method: 'POST', body: input, schema: messageSchema, auth: false });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
