import '@/i18n/network';
import type { Route } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { useSetRouteStatus } from '../../api/set-route-status';
import { useStatusConfirm } from '../use-status-confirm';

/** Archiving or restoring a route, asked first: for its list and its page. */
export function useRouteStatusConfirm() {
  const { t } = useTranslation();
  return useStatusConfirm<Route>(useSetRouteStatus().mutateAsync, (route, archive) => ({
    title: t(archive ? 'network.routes.archiveTitle' : 'network.routes.restoreTitle', {
      name: `${route.route_id} ${route.route_name}`,
    }),
    body: archive ? t('network.routes.archiveBody') : null,
    done: t(archive ? 'network.routes.archived' : 'network.routes.restored'),
    fallback: t('messages.routes.saveFallback'),
  }));
}
