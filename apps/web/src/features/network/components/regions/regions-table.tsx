import '@/i18n/network';
import type { Region } from '@foleni/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSearch, ListToolbar } from '@/components/ui/list-toolbar';
import listStyles from '@/components/ui/list-toolbar.module.css';
import { ListView } from '@/components/ui/list-view';
import recordText from '@/components/ui/record-text.module.css';
import { paths } from '@/config/paths';
import { useListParams } from '@/lib/use-list-params';
import { useRegionList } from '../../api/get-region-list';
import styles from '../network.module.css';
import { RecordStatusFilter, readRecordStatus } from '../record-status-filter';
import { RecordStatusTag } from '../record-status-tag';
import { RefreshButton } from '../refresh-button';
import { EditArchiveActions } from '../row-actions';
import { statusColumns } from '../status-columns';
import { useRegionStatusConfirm } from './use-region-status-confirm';

function readFilters(params: URLSearchParams) {
  return {
    search: params.get('search') ?? undefined,
    status: readRecordStatus(params),
  };
}

/**
 * /dashboard/regions: the regions, paged by the server; admins edit and archive them, as each
 * region's `can` says. `withActions`: the caller may change regions at all (the actions column).
 */
export function RegionsTable({ withActions }: { withActions: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useListParams(readFilters);
  const regions = useRegionList(filter);
  const { confirmStatus, modalHolder } = useRegionStatusConfirm();

  const actions = (region: Region, iconOnly = false) => (
    <EditArchiveActions
      record={region}
      name={region.name}
      editHref={paths.dashboard.editRegion.getHref(region.id)}
      onArchive={() => confirmStatus(region)}
      iconOnly={iconOnly}
    />
  );

  const nameLink = (region: Region) => (
    <Link className={styles.nameLink} to={paths.dashboard.region.getHref(region.id)}>
      {region.name}
    </Link>
  );

  const columns: ColumnsType<Region> = [
    {
      key: 'name',
      title: t('network.regions.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, region) => nameLink(region),
    },
    {
      key: 'description',
      title: t('network.regions.description'),
      dataIndex: 'description',
      render: (description: string | null) => description || '—',
    },
    {
      key: 'stations',
      title: t('network.regions.stationCount'),
      dataIndex: 'station_count',
      width: 120,
      align: 'right',
      sorter: (a, b) => a.station_count - b.station_count,
    },
    ...statusColumns<Region>(t, {
      statusWidth: 120,
      actions: withActions ? (region) => actions(region, true) : null,
    }),
  ];

  return (
    <div className={styles.wrapper}>
      {modalHolder}
      <ListToolbar
        count={regions.data ? t('network.regions.total', { count: regions.data.count }) : null}
      >
        <ListSearch
          label={t('network.regions.search')}
          value={filter.search}
          onSearch={(search) => setFilter({ search })}
        />
        <RecordStatusFilter
          className={listStyles.filter}
          value={filter.status}
          onChange={(status) => setFilter({ status })}
        />
        <RefreshButton
          refetch={regions.refetch}
          fetching={regions.isFetching}
          fetchedText={t('messages.regions.fetched')}
          failedText={t('messages.regions.fetchFailed')}
        />
      </ListToolbar>
      <ListView<Region>
        label={t('network.regions.title')}
        query={regions}
        columns={columns}
        page={filter}
        onPageChange={setFilter}
        empty={t('network.regions.empty')}
        errorTitle={t('messages.regions.fetchFailed')}
        errorFallback={t('messages.regions.genericError')}
        renderCard={(region) => (
          <>
            <div className={recordText.cardHead}>
              {nameLink(region)}
              <RecordStatusTag status={region.status} />
            </div>
            {region.description ? (
              <span className={recordText.secondary}>{region.description}</span>
            ) : null}
            <span className={recordText.secondary}>
              {t('network.regions.stationsCount', { count: region.station_count })}
            </span>
            {actions(region)}
          </>
        )}
      />
    </div>
  );
}
