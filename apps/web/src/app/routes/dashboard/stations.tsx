import '@/i18n/network';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { StationsTable } from '@/features/network/components/stations/stations-table';
import { networkPermissions } from '@/features/network/lib/network-permissions';
import { useNetworkEditScope } from '@/features/network/lib/use-edit-scope';
import { useSession } from '@/lib/session';

/** /dashboard/stations */
export default function StationsRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const canManage = user ? networkPermissions.manageStations(user.role) : false;
  const editScope = useNetworkEditScope(user?.role);
  return (
    <>
      <PageMeta title={t('network.pages.stations')} />
      <PageHeader
        title={t('network.pages.stations')}
        subtitle={t('network.pages.stationsSubtitle')}
        extra={
          canManage ? (
            <ButtonLink
              type="primary"
              icon={<PlusOutlined />}
              to={paths.dashboard.newStation.getHref()}
            >
              {t('network.pages.newStation')}
            </ButtonLink>
          ) : null
        }
      />
      <StationsTable
        canManage={canManage}
        canEdit={user ? networkPermissions.editStation(user.role) : false}
        canEditRow={(station) => editScope.station(station.id)}
      />
    </>
  );
}
