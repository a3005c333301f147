import '@/i18n/network';
import type { Station } from '@foleni/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSearch, ListToolbar } from '@/components/ui/list-toolbar';
import listStyles from '@/components/ui/list-toolbar.module.css';
import { ListView } from '@/components/ui/list-view';
import recordText from '@/components/ui/record-text.module.css';
import { paths } from '@/config/paths';
import { useListParams } from '@/lib/use-list-params';
import { useStationList } from '../../api/get-station-list';
import styles from '../network.module.css';
import { RecordStatusFilter, readRecordStatus } from '../record-status-filter';
import { RecordStatusTag } from '../record-status-tag';
import { RefreshButton } from '../refresh-button';
import { RegionSelect } from '../region-select';
import { EditArchiveActions } from '../row-actions';
import { statusColumns } from '../status-columns';
import { useStationStatusConfirm } from './use-station-status-confirm';

function readFilters(params: URLSearchParams) {
  const region = Number(params.get('region'));
  return {
    search: params.get('search') ?? undefined,
    status: readRecordStatus(params),
    region: Number.isInteger(region) && region > 0 ? region : undefined,
  };
}

type StationsTableProps = {
  /** The caller may edit stations at all (the actions column); each row's `can` says which. */
  withActions: boolean;
  /** Only this region's stations (on a region's page): the region filter is then hidden. */
  regionId?: number;
};

/** The stations, paged by the server, by region, status and name. */
export function StationsTable({ withActions, regionId }: StationsTableProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useListParams(readFilters);
  const stations = useStationList({ ...filter, region: regionId ?? filter.region });
  const { confirmStatus, modalHolder } = useStationStatusConfirm();

  const actions = (station: Station, iconOnly = false) => (
    <EditArchiveActions
      record={station}
      name={station.name}
      editHref={paths.dashboard.editStation.getHref(station.id)}
      onArchive={() => confirmStatus(station)}
      iconOnly={iconOnly}
    />
  );

  const nameLink = (station: Station) => (
    <Link className={styles.nameLink} to={paths.dashboard.station.getHref(station.id)}>
      {station.name}
    </Link>
  );

  const columns: ColumnsType<Station> = [
    {
      key: 'name',
      title: t('network.stations.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, station) => (
        <>
          {nameLink(station)}
          {station.address ? <div className={recordText.secondary}>{station.address}</div> : null}
        </>
      ),
    },
    ...(regionId
      ? []
      : [
          {
            key: 'region',
            title: t('network.stations.region'),
            dataIndex: 'region_name',
            width: 170,
            render: (name: string | null) => name ?? '—',
          },
        ]),
    {
      key: 'routes',
      title: t('network.stations.routeCount'),
      dataIndex: 'route_count',
      width: 90,
      align: 'right',
      sorter: (a, b) => a.route_count - b.route_count,
    },
    {
      key: 'queue',
      title: t('network.stations.queueLength'),
      dataIndex: 'queue_length',
      width: 100,
      align: 'right',
      sorter: (a, b) => a.queue_length - b.queue_length,
    },
    {
      key: 'capacity',
      title: t('network.stations.capacity'),
      dataIndex: 'capacity',
      width: 100,
      align: 'right',
      render: (capacity: number | null) => capacity ?? '—',
    },
    ...statusColumns<Station>(t, {
      statusWidth: 110,
      actions: withActions ? (station) => actions(station, true) : null,
    }),
  ];

  return (
    <div className={styles.wrapper}>
      {modalHolder}
      <ListToolbar
        count={stations.data ? t('network.stations.total', { count: stations.data.count }) : null}
      >
        <ListSearch
          label={t('network.stations.search')}
          value={filter.search}
          onSearch={(search) => setFilter({ search })}
        />
        {regionId ? null : (
          <RegionSelect
            className={listStyles.filter}
            aria-label={t('network.stations.regionFilter')}
            placeholder={t('network.stations.allRegions')}
            allowClear
            value={filter.region}
            onChange={(region) => setFilter({ region })}
          />
        )}
        <RecordStatusFilter
          className={listStyles.filter}
          value={filter.status}
          onChange={(status) => setFilter({ status })}
        />
        <RefreshButton
          refetch={stations.refetch}
          fetching={stations.isFetching}
          fetchedText={t('messages.stations.fetched')}
          failedText={t('messages.stations.fetchFailed')}
        />
      </ListToolbar>
      <ListView<Station>
        label={t('network.stations.title')}
        query={stations}
        columns={columns}
        page={filter}
        onPageChange={setFilter}
        empty={t('network.stations.empty')}
        errorTitle={t('messages.stations.fetchFailed')}
        errorFallback={t('messages.regions.genericError')}
        scrollX={900}
        renderCard={(station) => (
          <>
            <div className={recordText.cardHead}>
              {nameLink(station)}
              <RecordStatusTag status={station.status} />
            </div>
            <span className={recordText.secondary}>
              {[
                station.region_name,
                t('network.stations.routesCount', { count: station.route_count }),
                t('network.stations.queueCount', { count: station.queue_length }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {actions(station)}
          </>
        )}
      />
    </div>
  );
}
