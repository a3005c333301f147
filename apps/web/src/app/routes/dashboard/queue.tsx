import '@/i18n/queue';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { QueuePage } from '@/features/queue/components/queue-page';
import { useSession } from '@/lib/session';

/** /dashboard/queue: a station's lines, live, with the actions the role allows. */
export default function QueueRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { capabilities } = useCapabilities();
  return user ? (
    <>
      <PageMeta title={t('queue.pageTitle')} />
      <QueuePage user={user} capabilities={capabilities} />
    </>
  ) : null;
}
