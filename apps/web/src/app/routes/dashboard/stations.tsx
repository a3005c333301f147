import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { StationsTable } from '@/features/network/components/stations/stations-table';
import { ListPageHeader } from '../../list-page-header';

/** /dashboard/stations */
export default function StationsRoute() {
  const { t } = useTranslation();
  const { capabilities } = useCapabilities();
  return (
    <>
      <ListPageHeader
        title={t('network.pages.stations')}
        subtitle={t('network.pages.stationsSubtitle')}
        add={{ page: 'newStation', label: t('network.pages.newStation') }}
      />
      <StationsTable withActions={capabilities['station.edit']} />
    </>
  );
}
