import { PageHeader } from '@/features/dashboard/components/page-header';
import { RouteView } from '@/features/network/components/routes/route-view';
import { useRoute } from '@/features/routes/api/get-route';
import { useNetworkRecordPages } from '../../network-record-pages';
import { RecordPage, RecordRoute } from '../../record-route';

function RoutePage({ id }: { id: number }) {
  const pages = useNetworkRecordPages('route');
  const route = useRoute(id);
  const title = route.data ? `${route.data.route_id} ${route.data.route_name}` : pages.listTitle;
  return (
    <RecordPage query={route} pages={pages} title={title}>
      {(data) => (
        <>
          <PageHeader
            title={`${data.route_id} · ${data.route_name}`}
            subtitle={data.sacco_name ?? pages.listTitle}
          />
          <RouteView
            route={data}
            canEdit={data.can?.edit ?? false}
            canArchive={data.can?.archive ?? false}
            canPrice={data.can?.price ?? false}
          />
        </>
      )}
    </RecordPage>
  );
}

/** /dashboard/routes/:id: a route's stops in order and its fares. */
export default function RouteRoute() {
  const pages = useNetworkRecordPages('route');
  return (
    <RecordRoute pages={pages} title={pages.listTitle}>
      {(id) => <RoutePage id={id} />}
    </RecordRoute>
  );
}
