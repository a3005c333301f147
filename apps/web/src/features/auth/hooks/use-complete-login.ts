import '@/i18n/account';
import type { LoginReply } from '@foleni/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getPreviousPathname } from '@/lib/previous-location';
import { problemText } from '@/lib/problem-text';
import { startSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { isAuthPath } from '../auth-paths';

/** Spec §4/§9: going back is only worth it when history holds more than two entries. */
const MIN_HISTORY_TO_GO_BACK = 3;

/**
 * What happens after a successful login (spec §4): the session starts, then the person returns to
 * the page they were on before signing in when history has more than 2 entries, else /dashboard.
 * From the /login page that page is the previous history entry; from the Sign In modal it is the
 * page under the modal. Account pages (activation, reset…) are never returned to.
 */
export function useCompleteLogin(place: 'page' | 'modal') {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return useCallback(
    (reply: LoginReply) => {
      startSession(reply.user, reply);
      // What was fetched signed out says nothing of what this account may do (`can`).
      void queryClient.invalidateQueries();
      toast.success(problemText(t, reply));

      // Spec §4's pending complaint is sent by the root layout as the session starts.

      const longHistory = window.history.length >= MIN_HISTORY_TO_GO_BACK;
      if (place === 'modal') {
        if (!longHistory || isAuthPath(location.pathname)) {
          navigate(paths.dashboard.home.getHref());
        }
        return;
      }
      const previous = getPreviousPathname();
      if (longHistory && location.key !== 'default' && previous && !isAuthPath(previous)) {
        navigate(-1);
      } else {
        navigate(paths.dashboard.home.getHref(), { replace: true });
      }
    },
    [t, navigate, location, place, queryClient],
  );
}
