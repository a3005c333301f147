import '@/i18n/account';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { refusalText } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { endSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { logout } from '../api/logout';

/**
 * Logout (spec §4): tells the server, then forgets the tokens, the user and every cached answer
 * and goes to /. The session ends here even when the server cannot be reached ('Logout Failed').
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      const reply = await logout();
      toast.success(problemText(t, reply));
    } catch (error) {
      toast.error(refusalText(t, error, t('messages.logout.failed')));
    }
    await navigate(paths.home.getHref());
    endSession();
    queryClient.clear();
    setPending(false);
  }, [t, navigate, queryClient]);

  return { logout: run, pending };
}
