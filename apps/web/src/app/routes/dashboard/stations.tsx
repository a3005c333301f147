import '@/i18n/network';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { StationsTable } from '@/features/network/components/stations/stations-table';
import { ListPageHeader } from '../../list-page-header';
import { useNetworkListHeader } from '../../network-record-pages';

/** /dashboard/stations */
export default function StationsRoute() {
  const header = useNetworkListHeader('station');
  const { capabilities } = useCapabilities();
  return (
    <>
      <ListPageHeader {...header} />
      <StationsTable withActions={capabilities['station.edit']} />
    </>
  );
}
