import type { Login } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The contract's login schemas, in a file of their own that the login page loads on first use. */
export const loadLoginSchemas = () => import('./login-schemas');

/** POST login/ (spec §7) with the form's values as the contract reads them: the user and a token pair. */
export async function login(values: Login) {
  const { loginReplySchema, loginSchema } = await loadLoginSchemas();
  return apiRequest('login/', {
    method: 'POST',
    body: loginSchema.parse(values),
    schema: loginReplySchema,
    auth: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
