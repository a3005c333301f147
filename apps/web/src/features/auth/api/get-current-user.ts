import { userSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';

/** GET user/: the signed-in user (spec §7). Kept in the session store, not the query cache. */
export function getCurrentUser() {
  return apiRequest('user/', { schema: userSchema });
}
