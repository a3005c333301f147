import '@/i18n/fleet';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { MembersTable } from '@/features/fleet/components/members-table';
import { ListPageHeader } from '../../list-page-header';

/** /dashboard/owners (spec's Owners): the owners in the Sacco and the vehicles they own. */
export default function OwnersRoute() {
  const { t } = useTranslation();
  const { capabilities } = useCapabilities();
  return (
    <>
      <ListPageHeader
        pageTitle={t('fleet.owners.pageTitle')}
        title={t('fleet.owners.title')}
        subtitle={t('fleet.owners.subtitle')}
        add={{ page: 'inviteOwner', label: t('fleet.owners.invite'), icon: <UserAddOutlined /> }}
      />
      <MembersTable
        memberRole="OWNER"
        saccoColumn={capabilities['fleet.everySacco']}
        emptyText={t('fleet.owners.empty')}
      />
    </>
  );
}
