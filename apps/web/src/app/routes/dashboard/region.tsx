import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { useRegion } from '@/features/network/api/get-region';
import { RecordNotFound, RecordState } from '@/features/network/components/record-state';
import { RegionView } from '@/features/network/components/regions/region-view';
import { networkPermissions } from '@/features/network/lib/network-permissions';
import { useNetworkEditScope } from '@/features/network/lib/use-edit-scope';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';

function RegionPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const region = useRegion(id);
  const { user } = useSession();
  const editScope = useNetworkEditScope(user?.role);
  return (
    <>
      <PageMeta title={region.data?.name ?? t('network.pages.regions')} />
      <RecordState
        query={region}
        notFoundTitle={t('network.pages.regionNotFound')}
        failedTitle={t('messages.regions.fetchFailed')}
        listHref={paths.dashboard.regions.getHref()}
      >
        {(data) => (
          <>
            <PageHeader title={data.name} subtitle={t('network.pages.regions')} />
            <RegionView
              region={data}
              canManage={user ? networkPermissions.manageRegions(user.role) : false}
              canEditStations={user ? networkPermissions.editStation(user.role) : false}
              canEditStation={(station) => editScope.station(station.id)}
            />
          </>
        )}
      </RecordState>
    </>
  );
}

/** /dashboard/regions/:id: a region and its stations. */
export default function RegionRoute() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  if (id === null) {
    return (
      <>
        <PageMeta title={t('network.pages.regions')} />
        <RecordNotFound
          title={t('network.pages.regionNotFound')}
          listHref={paths.dashboard.regions.getHref()}
        />
      </>
    );
  }
  return <RegionPage key={id} id={id} />;
}
