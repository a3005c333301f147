import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { SaccosTable } from '@/features/network/components/saccos/saccos-table';
import { networkPermissions } from '@/features/network/lib/network-permissions';
import { useSession } from '@/lib/session';

/** /dashboard/saccos: every Sacco for system admins; a Sacco's own people see theirs. */
export default function SaccosRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const canManage = user ? networkPermissions.manageSaccos(user.role) : false;
  const title = t(canManage ? 'network.pages.saccos' : 'network.pages.ownSacco');
  return (
    <>
      <PageMeta title={title} />
      <PageHeader
        title={title}
        subtitle={t(canManage ? 'network.pages.saccosSubtitle' : 'network.pages.ownSaccoSubtitle')}
      />
      <SaccosTable
        canManage={canManage}
        canEditOwn={user ? networkPermissions.editOwnSacco(user.role) : false}
      />
    </>
  );
}
