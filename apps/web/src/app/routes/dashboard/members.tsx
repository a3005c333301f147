import '@/i18n/fleet';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { MembersTable } from '@/features/fleet/components/members-table';
import { fleetRoles } from '@/features/fleet/fleet-roles';
import { useSession } from '@/lib/session';

/** /dashboard/members: a Sacco's owners, drivers and station admins, by role. */
export default function MembersRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageMeta title={t('fleet.members.pageTitle')} />
      <PageHeader title={t('fleet.members.title')} subtitle={t('fleet.members.subtitle')} />
      <MembersTable
        saccoColumn={fleetRoles.seesAllSaccos(user.role)}
        canRemove={fleetRoles.managesMembers(user.role)}
        emptyText={t('fleet.members.empty')}
      />
    </>
  );
}
