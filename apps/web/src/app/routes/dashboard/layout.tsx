import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import {
  NotActivatedScreen,
  NotLoggedInScreen,
  SuspendedScreen,
  UnauthorizedScreen,
} from '@/features/auth/components/guard-screens';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import {
  DASHBOARD_PAGES,
  type DashboardPage,
  isDashboardRouteHandle,
  mayOpen,
} from '@/features/dashboard/pages';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { followQueueNotification } from '@/features/queue/api/query-keys';
import { useSession } from '@/lib/session';

/**
 * The signed-in area (spec §2 protected routes, §6 guard): no user → 403 Not Logged In; a
 * pending account → Account Not Activated unless the page allows it; without the capability of
 * the page's area or the one the page needs (GET user/) → 401 Unauthorized Access.
 * Otherwise the page, inside the dashboard shell.
 */
export default function DashboardLayoutRoute() {
  const session = useSession();
  const { logout } = useLogout();
  const queryClient = useQueryClient();
  const handle = useMatches().findLast((match) => isDashboardRouteHandle(match.handle))?.handle;
  const page: DashboardPage | null = isDashboardRouteHandle(handle)
    ? DASHBOARD_PAGES[handle.dashboardPage]
    : null;
  const { capabilities, isPending: capabilitiesPending } = useCapabilities();

  if (session.status === 'restoring') {
    return <PageSpinner />;
  }
  if (session.status === 'anonymous') {
    return (
      <PublicLayout>
        <NotLoggedInScreen />
      </PublicLayout>
    );
  }

  const { user } = session;
  let content = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  if (user.status === 'suspended') {
    content = <SuspendedScreen />;
  } else if (user.status === 'pending' && !(page && 'allowPending' in page && page.allowPending)) {
    content = <NotActivatedScreen />;
  } else if (capabilitiesPending) {
    content = <PageSpinner />;
  } else if (!page || !mayOpen(capabilities, page)) {
    content = <UnauthorizedScreen />;
  }

  return (
    <DashboardShell
      user={user}
      capabilities={capabilities}
      onLogout={logout}
      topBarActions={
        user.status === 'active' ? (
          <NotificationBell
            onNotification={(notification) => followQueueNotification(queryClient, notification)}
          />
        ) : null
      }
    >
      {content}
    </DashboardShell>
  );
}
