import '@/i18n/network';
import type { Region } from '@foleni/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { countColumn, nameColumn } from '@/components/tables/columns';
import recordText from '@/components/ui/record-text.module.css';
import { paths } from '@/config/paths';
import { useListParams } from '@/lib/use-list-params';
import { useRegionList } from '../../api/get-region-list';
import { recordLink } from '../record-link';
import { RecordList, type RecordListTexts } from '../record-list';
import { readRecordFilters } from '../record-status-filter';
import { editArchiveActions } from '../row-actions';
import { useRegionStatusConfirm } from './use-region-status-confirm';

const TEXTS: RecordListTexts = {
  list: 'network.regions.title',
  total: 'network.regions.total',
  search: 'network.regions.search',
  empty: 'network.regions.empty',
  loadFailed: 'messages.regions.fetchFailed',
  fallback: 'messages.regions.genericError',
  fetched: 'messages.regions.fetched',
};

/**
 * /dashboard/regions: the regions, paged by the server; admins edit and archive them, as each
 * region's `can` says. `withActions`: the caller may change regions at all (the actions column).
 */
export function RegionsTable({ withActions }: { withActions: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useListParams(readRecordFilters);
  const regions = useRegionList(filter);
  const { confirmStatus, modalHolder } = useRegionStatusConfirm();

  const actions = editArchiveActions<Region>(
    (region) => region.name,
    paths.dashboard.editRegion.getHref,
    confirmStatus,
  );
  const nameLink = recordLink<Region>(paths.dashboard.region.getHref, (region) => region.name);

  const columns: ColumnsType<Region> = [
    nameColumn(t('network.regions.name'), nameLink),
    {
      key: 'description',
      title: t('network.regions.description'),
      dataIndex: 'description',
      render: (description: string | null) => description || '—',
    },
    countColumn('stations', t('network.regions.stationCount'), 'station_count', 120),
  ];

  return (
    <RecordList<Region>
      query={regions}
      filter={filter}
      setFilter={setFilter}
      texts={TEXTS}
      above={modalHolder}
      columns={columns}
      actions={actions}
      actionsColumn={withActions}
      cardTitle={nameLink}
      cardDetails={(region) => (
        <>
          {region.description ? (
            <span className={recordText.secondary}>{region.description}</span>
          ) : null}
          <span className={recordText.secondary}>
            {t('network.regions.stationsCount', { count: region.station_count })}
          </span>
        </>
      )}
    />
  );
}
