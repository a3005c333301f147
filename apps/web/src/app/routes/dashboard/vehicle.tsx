import '@/i18n/fleet';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { VehicleNotFound } from '@/features/fleet/components/vehicle-not-found';
import { VehicleView } from '@/features/fleet/components/vehicle-view';
import { parseId } from '@/lib/parse-id';

/** /dashboard/vehicle/:id (spec's ViewVehicle). */
export default function VehicleRoute() {
  const { t } = useTranslation();
  const vehicleId = parseId(useParams().id);
  if (vehicleId === null) {
    return <VehicleNotFound />;
  }
  return (
    <>
      <PageMeta title={t('fleet.vehicle.pageTitle')} />
      <VehicleView vehicleId={vehicleId} />
    </>
  );
}
