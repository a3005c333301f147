import '@/i18n/network';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { RegionsTable } from '@/features/network/components/regions/regions-table';
import { ListPageHeader } from '../../list-page-header';
import { useNetworkListHeader } from '../../network-record-pages';

/** /dashboard/regions */
export default function RegionsRoute() {
  const header = useNetworkListHeader('region');
  const { capabilities } = useCapabilities();
  return (
    <>
      <ListPageHeader {...header} />
      <RegionsTable withActions={capabilities['region.manage']} />
    </>
  );
}
