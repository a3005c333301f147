import '@/i18n/fleet';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { PendingVehicleApprovals } from '@/features/fleet/components/pending-vehicle-approvals';
import { VehiclesTable } from '@/features/fleet/components/vehicles-table';
import { fleetRoles } from '@/features/fleet/fleet-roles';
import { useSession } from '@/lib/session';

/** /dashboard/vehicles: a Sacco's vehicles waiting for approval first, then every vehicle. */
export default function VehiclesRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageMeta title={t('fleet.vehicles.pageTitle')} />
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
