import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { useRegion } from '@/features/network/api/get-region';
import { RecordNotFound, RecordState } from '@/features/network/components/record-state';
import { RegionView } from '@/features/network/components/regions/region-view';
import { parseId } from '@/lib/parse-id';

function RegionPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const region = useRegion(id);
  const { capabilities } = useCapabilities();
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
            <RegionView region={data} stationActions={capabilities['station.edit']} />
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
