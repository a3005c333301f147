import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { RecordPages } from './record-route';

const networkRecords = {
  region: {
    listTitle: 'network.pages.regions',
    newTitle: 'network.pages.newRegion',
    editTitle: 'network.pages.editRegion',
    notFoundTitle: 'network.pages.regionNotFound',
    failedTitle: 'messages.regions.fetchFailed',
    list: paths.dashboard.regions,
  },
  station: {
    listTitle: 'network.pages.stations',
    newTitle: 'network.pages.newStation',
    editTitle: 'network.pages.editStation',
    notFoundTitle: 'network.pages.stationNotFound',
    failedTitle: 'messages.stations.fetchFailed',
    list: paths.dashboard.stations,
  },
  route: {
    listTitle: 'network.pages.routes',
    newTitle: 'network.pages.newRoute',
    editTitle: 'network.pages.editRoute',
    notFoundTitle: 'network.pages.routeNotFound',
    failedTitle: 'messages.routes.getFailed',
    list: paths.dashboard.routes,
  },
} as const;

/** The texts and list of the dashboard pages of a region, a station or a route. */
export function useNetworkRecordPages(kind: keyof typeof networkRecords): RecordPages {
  const { t } = useTranslation();
  const record = networkRecords[kind];
  return {
    listTitle: t(record.listTitle),
    newTitle: t(record.newTitle),
    editTitle: t(record.editTitle),
    notFoundTitle: t(record.notFoundTitle),
    failedTitle: t(record.failedTitle),
    listHref: record.list.getHref(),
  };
}
