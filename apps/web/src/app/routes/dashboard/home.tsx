import '@/i18n/account';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@/features/dashboard/access';
import { WelcomeCard } from '@/features/dashboard/components/welcome-card';
import { AccountsSummary } from '@/features/users/components/accounts-summary';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard: the welcome card; system admins also see the account figures. */
export default function DashboardHomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.pageTitle'));
  const { user } = useSession();
  if (!user) {
    return null;
  }
  return (
    <>
      <WelcomeCard user={user} />
      {canAccess(user.role, 'allUsers') ? <AccountsSummary /> : null}
    </>
  );
}
