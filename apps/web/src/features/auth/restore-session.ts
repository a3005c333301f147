import '@/i18n/account';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { abandonRestore, endSession, setSessionUser } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { getCurrentUser } from './api/get-current-user';

/** The account this tab has greeted (sessionStorage: it ends with the tab). */
const WELCOMED_KEY = 'foleni.welcomed';

/**
 * First load with stored tokens (spec §4): fetch the current user and, on success, sign in and
 * greet ('welcome {name}') the first time in this tab. A refused token ends the session; an unreachable server leaves the
 * tokens for the next visit.
 */
export async function restoreSession(t: TFunction): Promise<void> {
  try {
    const user = await getCurrentUser();
    setSessionUser(user);
    // Once per tab and account: a reload or a link opened again is not a new arrival.
    if (sessionStore.get(WELCOMED_KEY) !== String(user.id)) {
      sessionStore.set(WELCOMED_KEY, String(user.id));
      toast.success(t('messages.session.welcome', { name: user.name }));
    }
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      endSession();
    } else {
      abandonRestore();
    }
  }
}
