import '@/i18n/route-search';
import { EnvironmentOutlined, NodeIndexOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRoutesByName, useStationsByName } from '../api/find-by-name';
import { useSuggestions } from '../api/suggest-places';
import styles from './name-results.module.css';

/**
 * The header's free-text search (`/search?q=…`): stations and stops, and routes, whose name
 * matches, each linking to its page (a stop has none: it opens a route search from there).
 */
export function NameResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const stations = useStationsByName(q);
  const stops = useSuggestions(q);
  const routes = useRoutesByName(q);

  const stationNames = new Set(
    (stations.data?.results ?? []).map((station) => station.name.toLowerCase()),
  );
  const stopOnly = (stops.data?.results ?? []).filter(
    (place) => place.kind === 'stop' && !stationNames.has(place.name.toLowerCase()),
  );
  const placesPending = stations.isPending || stops.isPending;
  const failed = stations.isError || routes.isError;

  return (
    <div className={styles.columns}>
      {failed ? (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          role="alert"
          title={t('routeSearch.query.failed')}
          action={
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                void stations.refetch();
                void routes.refetch();
                void stops.refetch();
              }}
            >
              {t('routeSearch.results.retry')}
            </Button>
          }
        />
      ) : null}
      <section aria-labelledby="name-results-places" aria-busy={placesPending}>
        <h2 id="name-results-places" className={styles.title}>
          {t('routeSearch.query.places')}
        </h2>
        {placesPending ? (
          <Bones />
        ) : stationNames.size + stopOnly.length === 0 ? (
          <p className={styles.none}>{t('routeSearch.query.noPlaces')}</p>
        ) : (
          <ul className={styles.list}>
            {(stations.data?.results ?? []).map((station) => (
              <li key={`station-${station.id}`}>
                <Link className={styles.item} to={paths.station.getHref(station.id)}>
                  <EnvironmentOutlined className={styles.icon} aria-hidden="true" />
                  <span className={styles.text}>
                    <span className={styles.name}>{station.name}</span>
                    <span className={styles.meta}>
                      {t('routeSearch.query.station')}
                      {station.region_name ? ` · ${station.region_name}` : ''}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
            {stopOnly.map((stop) => (
              <li key={`stop-${stop.name}`}>
                <Link
                  className={styles.item}
                  to={paths.search.getJourneyHref({ departure: stop.name })}
                >
                  <EnvironmentOutlined className={styles.icon} aria-hidden="true" />
                  <span className={styles.text}>
                    <span className={styles.name}>{stop.name}</span>
                    <span className={styles.meta}>
                      {t('routeSearch.query.stop')} · {t('routeSearch.query.searchFrom')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="name-results-routes" aria-busy={routes.isPending}>
        <h2 id="name-results-routes" className={styles.title}>
          {t('routeSearch.query.routes')}
        </h2>
        {routes.isPending ? (
          <Bones />
        ) : (routes.data?.results.length ?? 0) === 0 ? (
          <p className={styles.none}>{t('routeSearch.query.noRoutes')}</p>
        ) : (
          <ul className={styles.list}>
            {routes.data?.results.map((route) => (
              <li key={route.id}>
                <Link className={styles.item} to={paths.route.getHref(route.id)}>
                  <NodeIndexOutlined className={styles.icon} aria-hidden="true" />
                  <span className={styles.text}>
                    <span className={styles.name}>
                      <span className={styles.code}>{route.route_id}</span> {route.route_name}
                    </span>
                    <span className={styles.meta}>
                      {t('routeSearch.query.routeMeta', {
                        sacco: route.sacco_name ?? t('routeSearch.card.noSacco'),
                        count: route.stop_count,
                      })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Bones() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className={`${styles.item} ${styles.bone}`} />
      ))}
    </ul>
  );
}
