import '@/i18n/network';
import type { Station } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { useSetStationStatus } from '../../api/set-station-status';
import { useStatusConfirm } from '../use-status-confirm';

/** Archiving or restoring a station, asked first: for its list and its page. */
export function useStationStatusConfirm() {
  const { t } = useTranslation();
  return useStatusConfirm<Station>(useSetStationStatus().mutateAsync, (station, archive) => ({
    title: t(archive ? 'network.stations.archiveTitle' : 'network.stations.restoreTitle', {
      name: station.name,
    }),
    body: archive ? t('network.stations.archiveBody') : null,
    done: archive ? t('messages.network.stationArchived') : t('network.stations.restored'),
    fallback: t('messages.regions.genericError'),
  }));
}
