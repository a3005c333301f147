import '@/i18n/account';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { abandonRestore, endSession, setSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { getCurrentUser } from './api/get-current-user';

/**
 * First load with stored tokens (spec §4): fetch the current user and, on success, sign in and
 * greet ('welcome {name}'). A refused token ends the session; an unreachable server leaves the
 * tokens for the next visit.
 */
export async function restoreSession(t: TFunction): Promise<void> {
  try {
    const user = await getCurrentUser();
    setSessionUser(user);
    toast.success(t('messages.session.welcome', { name: user.name }));
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      endSession();
    } else {
      abandonRestore();
    }
  }
}
