import '@/i18n/queue';
import { useTranslation } from 'react-i18next';
import { QueuePage } from '@/features/queue/components/queue-page';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/queue: a station's lines, live, with the actions the role allows. */
export default function QueueRoute() {
  const { t } = useTranslation();
  usePageTitle(t('queue.pageTitle'));
  const { user } = useSession();
  return user ? <QueuePage user={user} /> : null;
}
