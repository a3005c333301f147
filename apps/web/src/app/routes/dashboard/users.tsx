import '@/i18n/account';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { UsersTable } from '@/features/users/components/users-table';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/users (system admins). */
export default function UsersRoute() {
  const { t } = useTranslation();
  usePageTitle(t('users.pageTitle'));
  const { user } = useSession();
  return (
    <>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      {user ? <UsersTable currentUserId={user.id} /> : null}
    </>
  );
}
