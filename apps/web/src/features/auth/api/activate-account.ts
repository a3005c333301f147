import { messageSchema } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST activate/<token>/: the link from the activation e-mail. A token works once. */
export function activateAccount(token: string) {
  return apiRequest(`activate/${encodeURIComponent(token)}/`, {
    method: 'POST',
    schema: messageSchema,
    auth: false,
  });
}

/**
 * Sent when the person presses the page's button, never on opening it: mail scanners open (and
 * some render) every link in a message, and must not use the token up.
 */
export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
