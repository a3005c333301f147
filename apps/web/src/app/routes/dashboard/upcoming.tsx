import { useMatches } from 'react-router';
import { UpcomingPage } from '@/features/dashboard/components/upcoming-page';
import { isDashboardRouteHandle, type UpcomingDashboardPageKey } from '@/features/dashboard/pages';

function isUpcoming(page: string): page is UpcomingDashboardPageKey {
  return !['home', 'profile', 'settings', 'users'].includes(page);
}

/** A dashboard page of spec §2 that a later issue builds (the route's handle says which). */
export default function DashboardUpcomingRoute() {
  const handle = useMatches().findLast((match) => isDashboardRouteHandle(match.handle))?.handle;
  const page = isDashboardRouteHandle(handle) ? handle.dashboardPage : 'members';
  return <UpcomingPage page={isUpcoming(page) ? page : 'members'} />;
}
