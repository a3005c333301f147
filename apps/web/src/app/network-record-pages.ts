import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { RecordPages } from './record-route';

const networkRecords = {
  region: {
    listTitle: 'network.pages.regions',
    listSubtitle: 'network.pages.regionsSubtitle',
    newPage: 'newRegion',
    newTitle: 'network.pages.newRegion',
    editTitle: 'network.pages.editRegion',
    notFoundTitle: 'network.pages.regionNotFound',
    failedTitle: 'messages.regions.fetchFailed',
    list: paths.dashboard.regions,
  },
  station: {
    listTitle: 'network.pages.stations',
    listSubtitle: 'network.pages.stationsSubtitle',
    newPage: 'newStation',
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

/**
 * The heading of the list of regions or stations (ListPageHeader's props): its title, and the
 * link to add one under the title of the page it opens.
 */
export function useNetworkListHeader(kind: 'region' | 'station') {
  const { t } = useTranslation();
  const record = networkRecords[kind];
  return {
    title: t(record.listTitle),
    subtitle: t(record.listSubtitle),
    add: { page: record.newPage, label: t(record.newTitle) },
  };
}
