import '@/i18n/account';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { UsersTable } from '@/features/users/components/users-table';
import { useSession } from '@/lib/session';

/** /dashboard/users (system admins). */
export default function UsersRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <>
      <PageMeta title={t('users.pageTitle')} />
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      {user ? <UsersTable currentUserId={user.id} /> : null}
    </>
  );
}
