import '@/i18n/network';
import type { Station } from '@foleni/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { countColumn, nameColumn } from '@/components/tables/columns';
import listStyles from '@/components/ui/list-toolbar.module.css';
import recordText from '@/components/ui/record-text.module.css';
import { paths } from '@/config/paths';
import { positiveId } from '@/lib/list-filters';
import { useListParams } from '@/lib/use-list-params';
import { useStationList } from '../../api/get-station-list';
import { recordLink } from '../record-link';
import { RecordList, type RecordListTexts } from '../record-list';
import { readRecordFilters } from '../record-status-filter';
import { RegionSelect } from '../region-select';
import { editArchiveActions } from '../row-actions';
import { useStationStatusConfirm } from './use-station-status-confirm';

const TEXTS: RecordListTexts = {
  list: 'network.stations.title',
  total: 'network.stations.total',
  search: 'network.stations.search',
  empty: 'network.stations.empty',
  loadFailed: 'messages.stations.fetchFailed',
  fallback: 'messages.regions.genericError',
  fetched: 'messages.stations.fetched',
};

function readFilters(params: URLSearchParams) {
  return { ...readRecordFilters(params), region: positiveId(params.get('region')) };
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

  const actions = editArchiveActions<Station>(
    (station) => station.name,
    paths.dashboard.editStation.getHref,
    confirmStatus,
  );
  const nameLink = recordLink<Station>(paths.dashboard.station.getHref, (station) => station.name);

  const columns: ColumnsType<Station> = [
    nameColumn(t('network.stations.name'), (station) => (
      <>
        {nameLink(station)}
        {station.address ? <div className={recordText.secondary}>{station.address}</div> : null}
      </>
    )),
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
    countColumn('routes', t('network.stations.routeCount'), 'route_count', 90),
    countColumn('queue', t('network.stations.queueLength'), 'queue_length', 100),
    {
      key: 'capacity',
      title: t('network.stations.capacity'),
      dataIndex: 'capacity',
      width: 100,
      align: 'right',
      render: (capacity: number | null) => capacity ?? '—',
    },
  ];

  return (
    <RecordList<Station>
      query={stations}
      filter={filter}
      setFilter={setFilter}
      texts={TEXTS}
      above={modalHolder}
      filters={
        regionId ? null : (
          <RegionSelect
            className={listStyles.filter}
            aria-label={t('network.stations.regionFilter')}
            placeholder={t('network.stations.allRegions')}
            allowClear
            value={filter.region}
            onChange={(region) => setFilter({ region })}
          />
        )
      }
      columns={columns}
      statusWidth={110}
      actions={actions}
      actionsColumn={withActions}
      scrollX={900}
      cardTitle={nameLink}
      cardDetails={(station) => (
        <span className={recordText.secondary}>
          {[
            station.region_name,
            t('network.stations.routesCount', { count: station.route_count }),
            t('network.stations.queueCount', { count: station.queue_length }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      )}
    />
  );
}
