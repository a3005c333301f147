import '@/i18n/fleet';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { InviteOwnerForm } from '@/features/fleet/components/invite-owner-form';

/** /dashboard/add-owner (spec's InviteOwner). */
export default function InviteOwnerRoute() {
  const { t } = useTranslation();
  const { capabilities } = useCapabilities();
  return (
    <>
      <PageMeta title={t('fleet.invite.pageTitle')} />
      <PageHeader title={t('fleet.invite.title')} subtitle={t('fleet.invite.subtitle')} />
      <Card>
        <InviteOwnerForm chooseSacco={capabilities['fleet.everySacco']} />
      </Card>
    </>
  );
}
