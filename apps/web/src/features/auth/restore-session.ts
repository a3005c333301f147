import '@/i18n/account';
import { type CurrentUser, currentUserSchema } from '@foleni/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { isUnreachable, keptAccount } from '@/lib/pwa/kept-account';
import { queryClient } from '@/lib/query-client';
import { abandonRestore, endSession, getSession, setSessionUser } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { capabilitiesQueryOptions, getCurrentUser } from './api/get-current-user';

/** The account this tab has greeted (sessionStorage: it ends with the tab). */
const WELCOMED_KEY = 'foleni.welcomed';

/**
 * First load with stored tokens (spec §4): fetch the current user and, on success, sign in and
 * greet ('welcome {name}') the first time in this tab. A refused token ends the session. An
 * unreachable server leaves the tokens for later: the app starts with the account as it was last
 * seen on this device, if it was (the marshal's queue page reopened at a stage with no network),
 * and asks the server again once the connection is back; with nothing kept it stays signed out.
 */
export async function restoreSession(t: TFunction): Promise<void> {
  let user: CurrentUser;
  try {
    user = await getCurrentUser();
  } catch (error) {
    const kept = isUnreachable(error) ? keptAccount(currentUserSchema) : null;
    if (kept) {
      setSessionUser(kept);
      window.addEventListener('online', () => askAgainOnline(t), { once: true });
    } else if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      endSession();
    } else {
      abandonRestore();
    }
    return;
  }
  // The dashboard asks GET user/ for the account's capabilities: this answer serves it.
  queryClient.setQueryData(capabilitiesQueryOptions(user.id).queryKey, user);
  setSessionUser(user);
  // Once per tab and account: a reload or a link opened again is not a new arrival.
  if (sessionStore.get(WELCOMED_KEY) !== String(user.id)) {
    sessionStore.set(WELCOMED_KEY, String(user.id));
    toast.success(t('messages.session.welcome', { name: user.name }));
  }
}

/** Back online: the server confirms or refuses the session started offline (not if signed out). */
function askAgainOnline(t: TFunction): void {
  if (getSession().status === 'authenticated') {
    void restoreSession(t);
  }
}
