import '@/i18n/public-pages';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Pagination, Result } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkedPages } from '@/components/ui/linked-pages';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';
import { useRegions } from '../api/get-regions';
import {
  STATION_PAGE_SIZE,
  type StationListParams,
  type StationOrdering,
  useStations,
} from '../api/get-stations';
import { stationListParamsToSearch } from '../api/station-list-params';
import { StationCard } from './station-card';
import { StationCardSkeletons } from './station-card-skeleton';
import styles from './station-list.module.css';

const SEARCH_DEBOUNCE_MS = 300;

type StationListProps = {
  params: StationListParams;
  /** Changes the list's URL; `page` goes back to 1 unless it is part of the change. */
  onChange: (change: Partial<StationListParams>) => void;
};

/** The address of the list with `params`: `/stations?…`. */
function stationsHref(params: StationListParams): string {
  const query = stationListParamsToSearch(params).toString();
  return query ? `${paths.stations.getHref()}?${query}` : paths.stations.getHref();
}

/** Searchable, filterable, paginated list of stations; the server filters and pages. */
export function StationList({ params, onChange }: StationListProps) {
  const { t } = useTranslation();
  const stations = useStations(params);
  const { isError, isFetching, isPlaceholderData, refetch } = stations;
  const data = useDeferredAnswer(stations);
  const regions = useRegions();
  const listTop = useRef<HTMLDivElement>(null);
  const countId = useId();

  // The search box updates the URL once typing pauses. `pushedSearch` tells our own URL changes
  // from the visitor's (back button, a link), which reset the box.
  const [searchText, setSearchText] = useState(params.search);
  const pushedSearch = useRef(params.search);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pushSearch = (value: string) => {
    clearTimeout(typingTimer.current);
    const search = value.trim();
    if (search !== pushedSearch.current) {
      pushedSearch.current = search;
      onChange({ search });
    }
  };
  const typeSearch = (value: string) => {
    setSearchText(value);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => pushSearch(value), SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  useEffect(() => {
    if (params.search !== pushedSearch.current) {
      clearTimeout(typingTimer.current);
      pushedSearch.current = params.search;
      setSearchText(params.search);
    }
  }, [params.search]);

  const filtered = Boolean(params.search || params.regionId);
  const sortOptions: { value: StationOrdering; label: string }[] = [
    { value: 'name', label: t('stationList.sortName') },
    { value: '-route_count', label: t('stationList.sortRoutes') },
    { value: '-queue_length', label: t('stationList.sortQueue') },
  ];

  return (
    <div className={styles.list}>
      <search className={styles.filters}>
        <Input
          className={styles.search}
          size="large"
          type="search"
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={t('stationList.searchPlaceholder')}
          aria-label={t('stationList.searchLabel')}
          value={searchText}
          onChange={(event) => typeSearch(event.target.value)}
          onPressEnter={() => pushSearch(searchText)}
        />
        <NativeSelect<number>
          className={styles.select}
          size="large"
          aria-label={t('stationList.regionLabel')}
          placeholder={t('stationList.allRegions')}
          value={params.regionId ?? undefined}
          onChange={(value) => onChange({ regionId: value ?? null })}
          options={(regions.data?.results ?? []).map((region) => ({
            value: region.id,
            label: region.name,
          }))}
        />
        <NativeSelect<StationOrdering>
          className={styles.select}
          size="large"
          aria-label={t('stationList.sortLabel')}
          value={params.ordering}
          onChange={(value) => onChange({ ordering: value ?? 'name' })}
          options={sortOptions}
        />
      </search>

      <div ref={listTop} className={styles.anchor} />

      {isError && !data ? (
        <Result
          status="warning"
          title={t('stations.fetchFailed')}
          extra={
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => refetch()}>
              {t('stations.retry')}
            </Button>
          }
        />
      ) : data === undefined ? (
        <StationCardSkeletons count={8} className={styles.grid} label={t('common.loading')} />
      ) : data.count === 0 ? (
        <Empty
          className={styles.empty}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong className={styles.emptyTitle}>{t('stationList.empty')}</strong>
              <span className={styles.emptyHint}>{t('stationList.emptyHint')}</span>
            </>
          }
        >
          {filtered ? (
            <Button
              onClick={() => {
                clearTimeout(typingTimer.current);
                pushedSearch.current = '';
                setSearchText('');
                onChange({ search: '', regionId: null });
              }}
            >
              {t('stationList.clearFilters')}
            </Button>
          ) : null}
        </Empty>
      ) : data.results.length === 0 ? (
        // A page past the end (an old link, a typed address): the list has fewer pages now.
        <Empty
          className={styles.empty}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<strong className={styles.emptyTitle}>{t('stationList.pastEnd')}</strong>}
        >
          <Button type="primary" onClick={() => onChange({})}>
            {t('stationList.firstPage')}
          </Button>
        </Empty>
      ) : (
        <>
          <p id={countId} className={styles.count} aria-live="polite">
            {t('stationList.count', { count: data.count })}
          </p>
          <ul
            className={styles.grid}
            aria-labelledby={countId}
            aria-busy={isFetching && isPlaceholderData}
            data-stale={(isFetching && isPlaceholderData) || undefined}
          >
            {data.results.map((station) => (
              <li key={station.id}>
                <StationCard station={station} />
              </li>
            ))}
          </ul>
          {data.count > STATION_PAGE_SIZE ? (
            <nav className={styles.pagination} aria-label={t('stationList.pagination')}>
              <Pagination
                current={params.page}
                pageSize={STATION_PAGE_SIZE}
                total={data.count}
                showSizeChanger={false}
                itemRender={linkedPages((page) => stationsHref({ ...params, page }))}
                onChange={(page) => {
                  onChange({ page });
                  listTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
                }}
              />
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
