import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { useRegion } from '@/features/network/api/get-region';
import { RegionView } from '@/features/network/components/regions/region-view';
import { useNetworkRecordPages } from '../../network-record-pages';
import { RecordPage, RecordRoute } from '../../record-route';

function RegionPage({ id }: { id: number }) {
  const pages = useNetworkRecordPages('region');
  const region = useRegion(id);
  const { capabilities } = useCapabilities();
  return (
    <RecordPage query={region} pages={pages} title={region.data?.name ?? pages.listTitle}>
      {(data) => (
        <>
          <PageHeader title={data.name} subtitle={pages.listTitle} />
          <RegionView region={data} stationActions={capabilities['station.edit']} />
        </>
      )}
    </RecordPage>
  );
}

/** /dashboard/regions/:id: a region and its stations. */
export default function RegionRoute() {
  const pages = useNetworkRecordPages('region');
  return (
    <RecordRoute pages={pages} title={pages.listTitle}>
      {(id) => <RegionPage id={id} />}
    </RecordRoute>
  );
}
