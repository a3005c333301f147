import { type AcceptInviteInput, messageSchema } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /accept-invite/:token/: the invited person chooses a password; the account activates. */
export function acceptInvite({ token, input }: { token: string; input: AcceptInviteInput }) {
  return apiRequest(`accept-invite/${encodeURIComponent(token)}/`, {
    method: 'POST',
    body: input,
    schema: messageSchema,
    auth: false,
  });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
