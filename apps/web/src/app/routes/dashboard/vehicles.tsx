import '@/i18n/fleet';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { PendingVehicleApprovals } from '@/features/fleet/components/pending-vehicle-approvals';
import { VehiclesTable } from '@/features/fleet/components/vehicles-table';
import { fleetRoles } from '@/features/fleet/fleet-roles';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/vehicles: a Sacco's vehicles waiting for approval first, then every vehicle. */
export default function VehiclesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('fleet.vehicles.pageTitle'));
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title={t('fleet.vehicles.title')}
        subtitle={t('fleet.vehicles.subtitle')}
        extra={
          fleetRoles.editsVehicles(user.role) ? (
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
      {fleetRoles.decidesVehicles(user.role) ? <PendingVehicleApprovals hideWhenEmpty /> : null}
      <VehiclesTable saccoFilter={fleetRoles.seesAllSaccos(user.role)} />
    </>
  );
}
