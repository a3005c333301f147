import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { withQueryClient } from '@/lib/query-client';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';
import { usePopularStations } from '../api/get-popular-stations';
import { POPULAR_STATION_COUNT } from '../api/popular-stations-count';
import styles from './popular-stations.module.css';
import { StationCard } from './station-card';
import { StationCardSkeletons } from './station-card-skeleton';

/**
 * The popular stations' cards, with loading and error states ('Failed to fetch stations'), under
 * the query cache, which comes with them (the landing page itself shows no data).
 */
export default withQueryClient(function PopularStationsGrid() {
  const { t } = useTranslation();
  const query = usePopularStations();
  const { isError, refetch, isRefetching } = query;
  const stations = useDeferredAnswer(query);

  if (isError) {
    return (
      <div className={styles.error} role="alert">
        <WarningOutlined className={styles.errorIcon} aria-hidden="true" />
        <p className={styles.errorText}>{t('stations.fetchFailed')}</p>
        <Button icon={<ReloadOutlined />} loading={isRefetching} onClick={() => refetch()}>
          {t('stations.retry')}
        </Button>
      </div>
    );
  }
  if (stations === undefined) {
    return (
      <StationCardSkeletons
        count={POPULAR_STATION_COUNT}
        className={styles.grid}
        label={t('common.loading')}
      />
    );
  }
  return (
    <ul className={styles.grid} data-testid="popular-stations">
      {stations.map((station) => (
        <li key={station.id}>
          <StationCard station={station} />
        </li>
      ))}
    </ul>
  );
});
