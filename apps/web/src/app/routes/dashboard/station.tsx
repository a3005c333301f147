import { PageHeader } from '@/features/dashboard/components/page-header';
import { StationView } from '@/features/network/components/stations/station-view';
import { useStation } from '@/features/stations/api/get-station';
import { useNetworkRecordPages } from '../../network-record-pages';
import { RecordPage, RecordRoute } from '../../record-route';

function StationPage({ id }: { id: number }) {
  const pages = useNetworkRecordPages('station');
  const station = useStation(id);
  return (
    <RecordPage query={station} pages={pages} title={station.data?.name ?? pages.listTitle}>
      {(data) => (
        <>
          <PageHeader title={data.name} subtitle={data.region_name ?? pages.listTitle} />
          <StationView station={data} />
        </>
      )}
    </RecordPage>
  );
}

/** /dashboard/stations/:id and /dashboard/station/:id */
export default function StationRoute() {
  const pages = useNetworkRecordPages('station');
  return (
    <RecordRoute pages={pages} title={pages.listTitle}>
      {(id) => <StationPage id={id} />}
    </RecordRoute>
  );
}
