import '@/i18n/fleet';
import { useTranslation } from 'react-i18next';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PendingVehicleApprovals } from '@/features/fleet/components/pending-vehicle-approvals';
import { VehiclesTable } from '@/features/fleet/components/vehicles-table';
import { ListPageHeader } from '../../list-page-header';

/** /dashboard/vehicles: a Sacco's vehicles waiting for approval first, then every vehicle. */
export default function VehiclesRoute() {
  const { t } = useTranslation();
  const { capabilities } = useCapabilities();
  return (
    <>
      <ListPageHeader
        pageTitle={t('fleet.vehicles.pageTitle')}
        title={t('fleet.vehicles.title')}
        subtitle={t('fleet.vehicles.subtitle')}
        add={{ page: 'newVehicle', label: t('fleet.vehicles.add') }}
      />
      {capabilities['vehicle.decide'] ? <PendingVehicleApprovals hideWhenEmpty /> : null}
      <VehiclesTable saccoFilter={capabilities['fleet.everySacco']} />
    </>
  );
}
