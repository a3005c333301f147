import { type Login, loginReplySchema } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST login/ (spec §7): the user and a token pair. */
export function login(input: Login) {
  return apiRequest('login/', {
    method: 'POST',
    body: input,
    schema: loginReplySchema,
    auth: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
