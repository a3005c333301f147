import '@/i18n/fleet';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { MembersTable } from '@/features/fleet/components/members-table';
import { fleetRoles } from '@/features/fleet/fleet-roles';
import { useSession } from '@/lib/session';

/** /dashboard/drivers (spec's Driver): drivers with their licence numbers and vehicles. */
export default function DriversRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageMeta title={t('fleet.drivers.pageTitle')} />
      <PageHeader title={t('fleet.drivers.title')} subtitle={t('fleet.drivers.subtitle')} />
      <MembersTable
        memberRole="DRIVER"
        licences
        saccoColumn={fleetRoles.seesAllSaccos(user.role)}
        canRemove={fleetRoles.managesMembers(user.role)}
        emptyText={t('fleet.drivers.empty')}
      />
    </>
  );
}
