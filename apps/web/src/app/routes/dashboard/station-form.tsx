import { StationForm } from '@/features/network/components/stations/station-form';
import { stationQueryOptions } from '@/features/stations/api/get-station';
import { useNetworkRecordPages } from '../../network-record-pages';
import { RecordFormRoute } from '../../record-route';

/**
 * /dashboard/newstation (system admins) and /dashboard/stations/:id/edit (and station admins,
 * of their own stations: the station's `can`). The shell's guard checks the capabilities.
 */
export default function StationFormRoute() {
  return (
    <RecordFormRoute
      pages={useNetworkRecordPages('station')}
      recordQuery={stationQueryOptions}
      subtitle={(station) => station.name}
    >
      {(station) => <StationForm station={station} />}
    </RecordFormRoute>
  );
}
