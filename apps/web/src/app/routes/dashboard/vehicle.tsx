import '@/i18n/fleet';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { NotFoundState } from '@/components/ui/page-states';
import { paths } from '@/config/paths';
import { VehicleView } from '@/features/fleet/components/vehicle-view';
import { parseId } from '@/lib/parse-id';

/** /dashboard/vehicle/:id (spec's ViewVehicle). */
export default function VehicleRoute() {
  const { t } = useTranslation();
  const vehicleId = parseId(useParams().id);
  if (vehicleId === null) {
    return (
      <NotFoundState
        title={t('fleet.wizard.notFoundTitle')}
        body={t('fleet.wizard.notFoundBody')}
        actions={[
          <ButtonLink key="list" type="primary" to={paths.dashboard.vehicles.getHref()}>
            {t('fleet.vehicle.backToList')}
          </ButtonLink>,
        ]}
      />
    );
  }
  return (
    <>
      <PageMeta title={t('fleet.vehicle.pageTitle')} />
      <VehicleView vehicleId={vehicleId} />
    </>
  );
}
