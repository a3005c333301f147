import '@/i18n/public-pages';
import type { RouteStop } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './route-details.module.css';

/**
 * A direction's stops in order, as a timeline (a list with a line through its dots, like antd's
 * Timeline, without its code); stops that are stations link to them.
 */
export function RouteStops({ stops, label }: { stops: readonly RouteStop[]; label: string }) {
  const { t } = useTranslation();
  const lastIndex = stops.length - 1;
  return (
    <section aria-label={label} className={styles.stops}>
      <ol className={styles.timeline}>
        {stops.map((stop, index) => {
          const edge = index === 0 ? 'start' : index === lastIndex ? 'end' : undefined;
          return (
            <li key={stop.id} className={styles.stop} data-edge={edge}>
              <span className={styles.stopName} data-testid="route-stop-name">
                {stop.name}
              </span>
              {edge ? (
                <span className={styles.stopTag} data-edge={edge}>
                  {t(`routeDetails.${edge}`)}
                </span>
              ) : null}
              {stop.station_id !== null ? (
                <Link to={paths.station.getHref(stop.station_id)} className={styles.stationLink}>
                  {t('routeDetails.station')}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
