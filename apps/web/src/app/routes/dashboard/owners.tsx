import '@/i18n/fleet';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { MembersTable } from '@/features/fleet/components/members-table';

/** /dashboard/owners (spec's Owners): the owners in the Sacco and the vehicles they own. */
export default function OwnersRoute() {
  const { t } = useTranslation();
  const { capabilities } = useCapabilities();
  return (
    <>
      <PageMeta title={t('fleet.owners.pageTitle')} />
      <PageHeader
        title={t('fleet.owners.title')}
        subtitle={t('fleet.owners.subtitle')}
        extra={
          capabilities['member.inviteOwner'] ? (
            <ButtonLink
              type="primary"
              icon={<UserAddOutlined />}
              to={paths.dashboard.inviteOwner.getHref()}
            >
              {t('fleet.owners.invite')}
            </ButtonLink>
          ) : null
        }
      />
      <MembersTable
        memberRole="OWNER"
        saccoColumn={capabilities['fleet.everySacco']}
        emptyText={t('fleet.owners.empty')}
      />
    </>
  );
}
