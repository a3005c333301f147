import { regionQueryOptions } from '@/features/network/api/get-region';
import { RegionForm } from '@/features/network/components/regions/region-form';
import { useNetworkRecordPages } from '../../network-record-pages';
import { RecordFormRoute } from '../../record-route';

/**
 * /dashboard/regions/new, /dashboard/region/new and /dashboard/regions/:id/edit (admins: the
 * shell's guard checks the capability, and an edit the region's `can`).
 */
export default function RegionFormRoute() {
  return (
    <RecordFormRoute
      pages={useNetworkRecordPages('region')}
      recordQuery={regionQueryOptions}
      subtitle={(region) => region.name}
    >
      {(region) => <RegionForm region={region} />}
    </RecordFormRoute>
  );
}
