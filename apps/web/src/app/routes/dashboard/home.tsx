import '@/i18n/account';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { MyTrips } from '@/features/bookings/components/my-trips';
import { canAccess } from '@/features/dashboard/access';
import { WelcomeCard } from '@/features/dashboard/components/welcome-card';
import { PendingVehicleApprovals } from '@/features/fleet/components/pending-vehicle-approvals';
import { MyPlaceInLine } from '@/features/queue/components/my-place-in-line';
import { QueueStatsPanel } from '@/features/queue/components/queue-stats-panel';
import { AccountsSummary } from '@/features/users/components/accounts-summary';
import { useSession } from '@/lib/session';

/**
 * /dashboard: the welcome card; system admins also see the account figures. A Sacco sees the
 * vehicles waiting for its approval first. Drivers and owners see their vehicles' places in line;
 * every role but customers the day's queue figures; customers their latest bookings.
 */
export default function DashboardHomeRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { capabilities } = useCapabilities();
  if (!user) {
    return null;
  }
  return (
    <>
      <PageMeta title={t('dashboard.pageTitle')} />
      {user.role === 'SACCO' ? <PendingVehicleApprovals /> : null}
      <WelcomeCard user={user} />
      {canAccess(user.role, 'allUsers') ? <AccountsSummary /> : null}
      {user.role === 'DRIVER' || user.role === 'OWNER' ? (
        <MyPlaceInLine canJoin={capabilities['queue.join']} />
      ) : null}
      {capabilities['queue.stats'] ? <QueueStatsPanel user={user} /> : null}
      {user.role === 'CUSTOMER' ? <MyTrips /> : null}
    </>
  );
}
