import '@/i18n/queue';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { AddToQueueForm } from '@/features/queue/components/add-to-queue-form';
import { useSession } from '@/lib/session';

/** /dashboard/queue/new: add an approved vehicle to a station's line for a route. */
export default function NewQueueRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { capabilities } = useCapabilities();
  if (!user) {
    return null;
  }
  return (
    <>
      <PageMeta title={t('queueNew.pageTitle')} />
      <PageHeader title={t('queueNew.title')} subtitle={t('queueNew.subtitle')} />
      {capabilities['queue.join'] ? (
        <AddToQueueForm user={user} />
      ) : (
        <Alert type="info" showIcon title={t('queueNew.cannotAdd')} />
      )}
    </>
  );
}
