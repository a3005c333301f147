import '@/i18n/fleet';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { MembersTable } from '@/features/fleet/components/members-table';

/** /dashboard/drivers (spec's Driver): drivers with their licence numbers and vehicles. */
export default function DriversRoute() {
  const { t } = useTranslation();
  const { capabilities } = useCapabilities();
  return (
    <>
      <PageMeta title={t('fleet.drivers.pageTitle')} />
      <PageHeader title={t('fleet.drivers.title')} subtitle={t('fleet.drivers.subtitle')} />
      <MembersTable
        memberRole="DRIVER"
        licences
        saccoColumn={capabilities['fleet.everySacco']}
        emptyText={t('fleet.drivers.empty')}
      />
    </>
  );
}
