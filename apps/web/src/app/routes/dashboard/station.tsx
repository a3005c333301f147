import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { RecordNotFound, RecordState } from '@/features/network/components/record-state';
import { StationView } from '@/features/network/components/stations/station-view';
import { useStation } from '@/features/stations/api/get-station';
import { parseId } from '@/lib/parse-id';

function StationPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const station = useStation(id);
  return (
    <>
      <PageMeta title={station.data?.name ?? t('network.pages.stations')} />
      <RecordState
        query={station}
        notFoundTitle={t('network.pages.stationNotFound')}
        failedTitle={t('messages.stations.fetchFailed')}
        listHref={paths.dashboard.stations.getHref()}
      >
        {(data) => (
          <>
            <PageHeader
              title={data.name}
              subtitle={data.region_name ?? t('network.pages.stations')}
            />
            <StationView station={data} />
          </>
        )}
      </RecordState>
    </>
  );
}

/** /dashboard/stations/:id and /dashboard/station/:id */
export default function StationRoute() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  if (id === null) {
    return (
      <>
        <PageMeta title={t('network.pages.stations')} />
        <RecordNotFound
          title={t('network.pages.stationNotFound')}
          listHref={paths.dashboard.stations.getHref()}
        />
      </>
    );
  }
  return <StationPage key={id} id={id} />;
}
