import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { UnauthorizedScreen } from '@/features/auth/components/guard-screens';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { RecordNotFound, RecordState } from '@/features/network/components/record-state';
import { StationForm } from '@/features/network/components/stations/station-form';
import { useStation } from '@/features/stations/api/get-station';
import { parseId } from '@/lib/parse-id';

function EditStation({ id }: { id: number }) {
  const { t } = useTranslation();
  const station = useStation(id);
  return (
    <RecordState
      query={station}
      notFoundTitle={t('network.pages.stationNotFound')}
      failedTitle={t('messages.stations.fetchFailed')}
      listHref={paths.dashboard.stations.getHref()}
    >
      {(data) =>
        data.can?.edit ? (
          <>
            <PageHeader title={t('network.pages.editStation')} subtitle={data.name} />
            <StationForm station={data} />
          </>
        ) : (
          <UnauthorizedScreen />
        )
      }
    </RecordState>
  );
}

/**
 * /dashboard/newstation (system admins) and /dashboard/stations/:id/edit (and station admins,
 * of their own stations: the station's `can`). The shell's guard checks the capabilities.
 */
export default function StationFormRoute() {
  const { t } = useTranslation();
  const rawId = useParams().id;
  const id = parseId(rawId);
  const editing = rawId !== undefined;
  if (!editing) {
    return (
      <>
        <PageMeta title={t('network.pages.newStation')} />
        <PageHeader title={t('network.pages.newStation')} />
        <StationForm />
      </>
    );
  }
  return (
    <>
      <PageMeta title={t('network.pages.editStation')} />
      {id === null ? (
        <RecordNotFound
          title={t('network.pages.stationNotFound')}
          listHref={paths.dashboard.stations.getHref()}
        />
      ) : (
        <EditStation key={id} id={id} />
      )}
    </>
  );
}
