import { EnvironmentOutlined } from '@ant-design/icons';
import type { Station } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './station-card.module.css';

export type StationSummary = Pick<
  Station,
  'id' | 'name' | 'region_name' | 'route_count' | 'queue_length'
>;

/** A station as a card linking to its page: name, region, routes and the queue now. */
export function StationCard({ station }: { station: StationSummary }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.station.getHref(station.id)} className={styles.card}>
      <span className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <EnvironmentOutlined />
        </span>
        <span className={styles.names}>
          <span className={styles.name} data-testid="station-name">
            {station.name}
          </span>
          <span className={styles.region}>{station.region_name ?? t('stations.noRegion')}</span>
        </span>
      </span>
      <span className={styles.meta}>
        <span className={styles.metaItem}>
          {t('stations.routes', { count: station.route_count })}
        </span>
        <span className={styles.queue} data-active={station.queue_length > 0 || undefined}>
          <span className={styles.dot} aria-hidden="true" />
          {t('stations.queued', { count: station.queue_length })}
        </span>
      </span>
    </Link>
  );
}
