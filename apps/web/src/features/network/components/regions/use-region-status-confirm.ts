import '@/i18n/network';
import type { Region } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { useSetRegionStatus } from '../../api/set-region-status';
import { useStatusConfirm } from '../use-status-confirm';

/** Archiving or restoring a region, asked first: for its list and its page. */
export function useRegionStatusConfirm() {
  const { t } = useTranslation();
  return useStatusConfirm<Region>(useSetRegionStatus().mutateAsync, (region, archive) => ({
    title: t(archive ? 'network.regions.archiveTitle' : 'network.regions.restoreTitle', {
      name: region.name,
    }),
    body: archive ? t('network.regions.archiveBody') : null,
    done: archive ? t('messages.network.regionArchived') : t('network.regions.restored'),
    fallback: t('messages.regions.genericError'),
  }));
}
