import '@/i18n/fleet';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { PendingVehicleApprovals } from '@/features/fleet/components/pending-vehicle-approvals';
import { VehiclesTable } from '@/features/fleet/components/vehicles-table';

/** /dashboard/vehicles: a Sacco's vehicles waiting for approval first, then every vehicle. */
export default function VehiclesRoute() {
  const { t } = useTranslation();
  const { capabilities } = useCapabilities();
  return (
    <>
      <PageMeta title={t('fleet.vehicles.pageTitle')} />
      <PageHeader
        title={t('fleet.vehicles.title')}
        subtitle={t('fleet.vehicles.subtitle')}
        extra={
          capabilities['vehicle.edit'] ? (
            <ButtonLink
              type="primary"
              icon={<PlusOutlined />}
              to={paths.dashboard.newVehicle.getHref()}
            >
              {t('fleet.vehicles.add')}
            </ButtonLink>
          ) : null
        }
      />
      {capabilities['vehicle.decide'] ? <PendingVehicleApprovals hideWhenEmpty /> : null}
      <VehiclesTable saccoFilter={capabilities['fleet.everySacco']} />
    </>
  );
}
