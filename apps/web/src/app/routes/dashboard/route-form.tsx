import '@/i18n/network';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { UnauthorizedScreen } from '@/features/auth/components/guard-screens';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { RecordNotFound, RecordState } from '@/features/network/components/record-state';
import { RouteForm } from '@/features/network/components/routes/route-form';
import { useOwnSaccoScope } from '@/features/network/lib/use-own-sacco-scope';
import { useRoute } from '@/features/routes/api/get-route';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';

type FixedSacco = { id: number; name: string } | undefined;

function EditRoute({ id, fixedSacco }: { id: number; fixedSacco: FixedSacco }) {
  const { t } = useTranslation();
  const route = useRoute(id);
  return (
    <RecordState
      query={route}
      notFoundTitle={t('network.pages.routeNotFound')}
      failedTitle={t('messages.routes.getFailed')}
      listHref={paths.dashboard.routes.getHref()}
    >
      {(data) =>
        data.can?.edit ? (
          <>
            <PageHeader
              title={t('network.pages.editRoute')}
              subtitle={`${data.route_id} · ${data.route_name}`}
            />
            <RouteForm route={data} fixedSacco={fixedSacco} />
          </>
        ) : (
          <UnauthorizedScreen />
        )
      }
    </RecordState>
  );
}

/**
 * /dashboard/routes/new and /dashboard/newroute (route builders), /dashboard/routes/:id/edit
 * (and Sacco accounts, for their own routes). The shell's guard checks the capability of each
 * (pages.ts); an edit also needs the route's own `can`.
 */
export default function RouteFormRoute() {
  const { t } = useTranslation();
  const rawId = useParams().id;
  const id = parseId(rawId);
  const editing = rawId !== undefined;
  const { user } = useSession();
  const scope = useOwnSaccoScope(user);
  if (scope === 'none') return <UnauthorizedScreen />;
  if (scope === null) {
    return (
      <>
        <PageMeta title={t(editing ? 'network.pages.editRoute' : 'network.pages.newRoute')} />
        <Skeleton active />
      </>
    );
  }
  const fixedSacco = scope === false ? undefined : scope;
  if (!editing) {
    return (
      <>
        <PageMeta title={t('network.pages.newRoute')} />
        <PageHeader title={t('network.pages.newRoute')} />
        <RouteForm fixedSacco={fixedSacco} />
      </>
    );
  }
  return (
    <>
      <PageMeta title={t('network.pages.editRoute')} />
      {id === null ? (
        <RecordNotFound
          title={t('network.pages.routeNotFound')}
          listHref={paths.dashboard.routes.getHref()}
        />
      ) : (
        <EditRoute key={id} id={id} fixedSacco={fixedSacco} />
      )}
    </>
  );
}
