import { Skeleton } from 'antd';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { UnauthorizedScreen } from '@/features/auth/components/guard-screens';
import { RouteForm } from '@/features/network/components/routes/route-form';
import { useOwnSaccoScope } from '@/features/network/lib/use-own-sacco-scope';
import { routeQueryOptions } from '@/features/routes/api/get-route';
import { useSession } from '@/lib/session';
import { useNetworkRecordPages } from '../../network-record-pages';
import { RecordFormRoute } from '../../record-route';

/**
 * /dashboard/routes/new and /dashboard/newroute (route builders), /dashboard/routes/:id/edit
 * (and Sacco accounts, for their own routes). The shell's guard checks the capability of each
 * (pages.ts); an edit also needs the route's own `can`.
 */
export default function RouteFormRoute() {
  const pages = useNetworkRecordPages('route');
  const editing = useParams().id !== undefined;
  const { user } = useSession();
  const scope = useOwnSaccoScope(user);
  if (scope === 'none') return <UnauthorizedScreen />;
  if (scope === null) {
    return (
      <>
        <PageMeta title={editing ? pages.editTitle : pages.newTitle} />
        <Skeleton active />
      </>
    );
  }
  const fixedSacco = scope === false ? undefined : scope;
  return (
    <RecordFormRoute
      pages={pages}
      recordQuery={routeQueryOptions}
      subtitle={(route) => `${route.route_id} · ${route.route_name}`}
    >
      {(route) => <RouteForm route={route} fixedSacco={fixedSacco} />}
    </RecordFormRoute>
  );
}
