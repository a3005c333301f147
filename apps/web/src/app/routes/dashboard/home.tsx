import '@/i18n/account';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { MyTrips } from '@/features/bookings/components/my-trips';
import { WelcomeCard } from '@/features/dashboard/components/welcome-card';
import { PendingVehicleApprovals } from '@/features/fleet/components/pending-vehicle-approvals';
import { PlanCard } from '@/features/plans/components/plan-card';
import { MyPlaceInLine } from '@/features/queue/components/my-place-in-line';
import { QueueStatsPanel } from '@/features/queue/components/queue-stats-panel';
import { AccountsSummary } from '@/features/users/components/accounts-summary';
import { reachOf } from '@/lib/reach';
import { useSession } from '@/lib/session';

/**
 * /dashboard: the welcome card; those who manage accounts also see the account figures. A Sacco
 * sees the vehicles waiting for its approval first. Those whose queue is their own vehicles'
 * (drivers, owners) see their places in line; queue staff the day's figures; passengers their
 * latest bookings. Those who may take a plan see it, and pay for it here.
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
      {reachOf(user, 'vehicle.decide') === 'sacco' ? <PendingVehicleApprovals /> : null}
      <WelcomeCard user={user} />
      {capabilities['user.manage'] ? <AccountsSummary /> : null}
      {reachOf(user, 'queue.view') === 'vehicle' ? (
        <MyPlaceInLine canJoin={capabilities['queue.join']} />
      ) : null}
      {capabilities['queue.stats'] ? <QueueStatsPanel user={user} /> : null}
      {capabilities['booking.create'] ? <MyTrips /> : null}
      {capabilities['plan.subscribe'] ? <PlanCard capabilities={capabilities} /> : null}
    </>
  );
}
