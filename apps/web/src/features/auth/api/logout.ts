import { messageSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { getRefreshToken } from '@/lib/session';

/** POST logout/ with the refresh token: the server ends this session's token family. */
export function logout() {
  return apiRequest('logout/', {
    method: 'POST',
    body: { refresh_token: getRefreshToken() ?? undefined },
    schema: messageSchema,
    auth: false,
  });
}
