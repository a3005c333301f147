import '@/i18n/fleet';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { MembersTable } from '@/features/fleet/components/members-table';

/** /dashboard/members: a Sacco's owners, drivers and station admins, by role. */
export default function MembersRoute() {
  const { t } = useTranslation();
  const { capabilities } = useCapabilities();
  return (
    <>
      <PageMeta title={t('fleet.members.pageTitle')} />
      <PageHeader title={t('fleet.members.title')} subtitle={t('fleet.members.subtitle')} />
      <MembersTable
        saccoColumn={capabilities['fleet.everySacco']}
        emptyText={t('fleet.members.empty')}
      />
    </>
  );
}
