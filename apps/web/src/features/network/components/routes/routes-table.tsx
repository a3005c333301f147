import '@/i18n/network';
import type { Route } from '@foleni/contract';
import { Alert } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { countColumn } from '@/components/tables/columns';
import listStyles from '@/components/ui/list-toolbar.module.css';
import recordText from '@/components/ui/record-text.module.css';
import { paths } from '@/config/paths';
import { positiveId } from '@/lib/list-filters';
import { useListParams } from '@/lib/use-list-params';
import { useRouteList } from '../../api/get-route-list';
import styles from '../network.module.css';
import { recordLink } from '../record-link';
import { RecordList, type RecordListTexts } from '../record-list';
import { readRecordFilters } from '../record-status-filter';
import { editArchiveActions } from '../row-actions';
import { SaccoSelect } from '../sacco-select';
import { StationSelect } from '../station-select';
import { useRouteStatusConfirm } from './use-route-status-confirm';

// No `fetched`: the routes list offers no Refresh.
const TEXTS: RecordListTexts = {
  list: 'network.routes.title',
  total: 'network.routes.total',
  search: 'network.routes.search',
  empty: 'network.routes.empty',
  loadFailed: 'network.routes.fetchFailed',
  fallback: 'messages.regions.genericError',
};

function readFilters(params: URLSearchParams) {
  return {
    ...readRecordFilters(params),
    sacco: positiveId(params.get('sacco')),
    station: positiveId(params.get('station')),
  };
}

type RoutesTableProps = {
  canEdit: boolean;
  /**
   * The account's own Sacco when it sees only that Sacco's routes (a Sacco account, an owner):
   * the Sacco filter is then fixed. `null` while it loads; `false` for everyone else.
   */
  ownSacco: { id: number; name: string } | null | false;
};

/** /dashboard/routes: routes with their Sacco, ends and stop count, by Sacco, station or name. */
export function RoutesTable({ canEdit, ownSacco }: RoutesTableProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useListParams(readFilters);
  const routes = useRouteList(
    { ...filter, sacco: ownSacco ? ownSacco.id : filter.sacco },
    ownSacco !== null,
  );
  const { confirmStatus, modalHolder } = useRouteStatusConfirm();

  const actions = editArchiveActions<Route>(
    (route) => route.route_id,
    paths.dashboard.editRoute.getHref,
    confirmStatus,
  );
  const nameLink = recordLink<Route>(paths.dashboard.route.getHref, (route) => route.route_name);

  const ends = (route: Route) => (
    <span className={styles.ends}>
      {route.origin_station_name ?? '—'} → {route.destination_station_name ?? '—'}
    </span>
  );

  const columns: ColumnsType<Route> = [
    {
      key: 'code',
      title: t('network.routes.code'),
      dataIndex: 'route_id',
      width: 90,
      render: (code: string) => <span className={styles.code}>{code}</span>,
    },
    {
      key: 'name',
      title: t('network.routes.name'),
      render: (_, route) => nameLink(route),
    },
    {
      key: 'sacco',
      title: t('network.routes.sacco'),
      dataIndex: 'sacco_name',
      width: 170,
      render: (name: string | null) => name ?? '—',
    },
    { key: 'ends', title: t('network.routes.ends'), render: (_, route) => ends(route) },
    countColumn('stops', t('network.routes.stopCount'), 'stop_count', 80),
  ];

  return (
    <RecordList<Route>
      query={routes}
      filter={filter}
      setFilter={setFilter}
      texts={TEXTS}
      above={
        <>
          {modalHolder}
          {ownSacco ? (
            <Alert
              type="info"
              showIcon
              title={t('network.routes.ownSacco', { name: ownSacco.name })}
            />
          ) : null}
        </>
      }
      filters={
        <>
          {ownSacco === false ? (
            <SaccoSelect
              className={listStyles.filter}
              aria-label={t('network.routes.saccoFilter')}
              placeholder={t('network.routes.allSaccos')}
              allowClear
              value={filter.sacco}
              onChange={(sacco) => setFilter({ sacco })}
            />
          ) : null}
          <StationSelect
            className={listStyles.filter}
            aria-label={t('network.routes.stationFilter')}
            placeholder={t('network.routes.allStations')}
            allowClear
            value={filter.station}
            onChange={(station) => setFilter({ station })}
          />
        </>
      }
      columns={columns}
      statusWidth={110}
      actions={actions}
      actionsColumn={canEdit}
      scrollX={920}
      cardTitle={(route) => (
        <span>
          <span className={styles.code}>{route.route_id}</span> {nameLink(route)}
        </span>
      )}
      cardDetails={(route) => (
        <>
          {ends(route)}
          <span className={recordText.secondary}>
            {[route.sacco_name, t('network.routes.stopsCount', { count: route.stop_count })]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      )}
    />
  );
}
