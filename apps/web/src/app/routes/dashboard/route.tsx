import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { RecordNotFound, RecordState } from '@/features/network/components/record-state';
import { RouteView } from '@/features/network/components/routes/route-view';
import { useRoute } from '@/features/routes/api/get-route';
import { parseId } from '@/lib/parse-id';

function RoutePage({ id }: { id: number }) {
  const { t } = useTranslation();
  const route = useRoute(id);
  return (
    <>
      <PageMeta
        title={
          route.data ? `${route.data.route_id} ${route.data.route_name}` : t('network.pages.routes')
        }
      />
      <RecordState
        query={route}
        notFoundTitle={t('network.pages.routeNotFound')}
        failedTitle={t('messages.routes.getFailed')}
        listHref={paths.dashboard.routes.getHref()}
      >
        {(data) => (
          <>
            <PageHeader
              title={`${data.route_id} · ${data.route_name}`}
              subtitle={data.sacco_name ?? t('network.pages.routes')}
            />
            <RouteView
              route={data}
              canEdit={data.can?.edit ?? false}
              canArchive={data.can?.archive ?? false}
              canPrice={data.can?.price ?? false}
            />
          </>
        )}
      </RecordState>
    </>
  );
}

/** /dashboard/routes/:id: a route's stops in order and its fares. */
export default function RouteRoute() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  if (id === null) {
    return (
      <>
        <PageMeta title={t('network.pages.routes')} />
        <RecordNotFound
          title={t('network.pages.routeNotFound')}
          listHref={paths.dashboard.routes.getHref()}
        />
      </>
    );
  }
  return <RoutePage key={id} id={id} />;
}
