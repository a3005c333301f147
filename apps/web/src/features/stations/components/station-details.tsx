import '@/i18n/public-pages';
import {
  BranchesOutlined,
  CarOutlined,
  InfoCircleOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { StationDetail } from '@foleni/contract';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Bone } from '@/components/ui/bone';
import { ButtonLink } from '@/components/ui/button-link';
import { PageBody, PageHeader } from '@/components/ui/page-header';
import { LoadErrorState, PlaceNotFoundState } from '@/components/ui/page-states';
import lists from '@/components/ui/plain-list.module.css';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';
import { useStation } from '../api/get-station';
import { LocationPanel } from './location-panel';
import styles from './station-details.module.css';

/** The 404 of a station page: unknown id, or one that is not a number. */
export function StationNotFound() {
  const { t } = useTranslation();
  return (
    <PlaceNotFoundState
      title={t('stationDetail.notFoundTitle')}
      body={t('stationDetail.notFoundBody')}
    />
  );
}

/** `/station/:id`: loading, 404 and error states around the station itself. */
export function StationDetails({ id, actions }: { id: number; actions?: ReactNode }) {
  const { t } = useTranslation();
  const query = useStation(id);
  const { error, refetch, isRefetching } = query;
  const station = useDeferredAnswer(query);

  if (station === undefined) {
    if (!error) {
      return <StationSkeleton />;
    }
    if (isApiError(error) && error.status === 404) {
      return <StationNotFound />;
    }
    return (
      <StationLoadError
        message={t('stations.fetchFailed')}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  return <StationView station={station} actions={actions} />;
}

/**
 * A station's title and description. The server also sends them, and the station's name as the
 * heading, in the prerendered page of the station asked for (app/prerender/record-pages.tsx).
 */
export function StationMeta({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <PageMeta title={name} description={t('stationDetail.descriptionOf', { station: name })} />
  );
}

/**
 * The station page while it loads (also prerendered, for every station): its frame, with grey
 * blocks where the station's name, figures and routes will be.
 */
function StationSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('stationDetail.pageTitle')} description={t('stationDetail.description')} />
      <PageHeader
        back={{ to: paths.stations.getHref(), label: t('pages.allStations') }}
        eyebrow={<Bone width="8em" height="1em" inline />}
        title={
          <>
            <span className="visually-hidden">{t('common.loading')}</span>
            <Bone width="min(14em, 100%)" height="1em" inline />
          </>
        }
      >
        <div className={styles.highlights} aria-hidden="true">
          {['queue', 'routes'].map((key) => (
            <div key={key} className={styles.highlight}>
              <Bone width="4.5em" height="30px" />
              <Bone width="7em" height="18px" />
            </div>
          ))}
        </div>
      </PageHeader>
      <PageBody>
        <div className={styles.layout} aria-busy="true">
          <Bone width="100%" height="280px" className={styles.aside} />
          <section className={styles.routes}>
            <h2 className={styles.sectionTitle}>{t('stationDetail.routesTitle')}</h2>
            <p className={styles.sectionLead}>{t('stationDetail.routesLead')}</p>
            <Bone width="100%" height="272px" />
          </section>
        </div>
      </PageBody>
    </>
  );
}

function StationLoadError(props: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadErrorState
      {...props}
      actions={[
        <ButtonLink key="stations" to={paths.stations.getHref()}>
          {t('pages.allStations')}
        </ButtonLink>,
      ]}
    />
  );
}

function StationView({ station, actions }: { station: StationDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const closed = station.status === 'archived';

  return (
    <>
      <StationMeta name={station.name} />
      <PageHeader
        back={{ to: paths.stations.getHref(), label: t('pages.allStations') }}
        eyebrow={station.region_name ?? t('stations.noRegion')}
        title={station.name}
      >
        <dl className={styles.highlights}>
          <div className={styles.highlight} data-active={station.queue_length > 0 || undefined}>
            <dt>
              <CarOutlined aria-hidden="true" /> {t('stationDetail.queueNow')}
            </dt>
            <dd className={styles.highlightValue} data-testid="station-queue">
              {station.queue_length}
            </dd>
          </div>
          <div className={styles.highlight}>
            <dt>
              <BranchesOutlined aria-hidden="true" /> {t('stationDetail.routes')}
            </dt>
            <dd className={styles.highlightValue}>{station.route_count}</dd>
          </div>
        </dl>
        {actions ? <div className={styles.headerActions}>{actions}</div> : null}
      </PageHeader>
      <PageBody>
        {closed ? (
          <Alert
            className={styles.closed}
            type="warning"
            showIcon
            title={t('stationDetail.closed')}
          />
        ) : null}
        <div className={styles.layout}>
          <aside className={styles.aside}>
            <section className={styles.panel} aria-labelledby="station-facts-title">
              <h2 id="station-facts-title" className={styles.panelTitle}>
                <InfoCircleOutlined aria-hidden="true" /> {t('stationDetail.details')}
              </h2>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt>{t('stationDetail.ussdCode')}</dt>
                  <dd data-testid="station-short-code">{station.short_code}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('stationDetail.region')}</dt>
                  <dd>{station.region_name ?? t('stations.noRegion')}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('stationDetail.address')}</dt>
                  <dd data-missing={!station.address || undefined}>
                    {station.address ?? t('stationDetail.notRecorded')}
                  </dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('stationDetail.capacity')}</dt>
                  <dd data-missing={station.capacity === null || undefined}>
                    {station.capacity === null
                      ? t('stationDetail.notRecorded')
                      : t('stationDetail.capacityValue', { count: station.capacity })}
                  </dd>
                </div>
              </dl>
            </section>
            <LocationPanel latitude={station.latitude} longitude={station.longitude} />
          </aside>

          <section className={styles.routes} aria-labelledby="station-routes-title">
            <h2 id="station-routes-title" className={styles.sectionTitle}>
              {t('stationDetail.routesTitle')}
            </h2>
            <p className={styles.sectionLead}>{t('stationDetail.routesLead')}</p>
            {station.routes.length === 0 ? (
              <p className={styles.emptyRoutes}>{t('stationDetail.noRoutes')}</p>
            ) : (
              <ul
                className={`${styles.routeList} ${lists.plainList}`}
                aria-labelledby="station-routes-title"
              >
                {station.routes.map((route) => (
                  <li key={route.id}>
                    <Link
                      to={paths.route.getHref(route.id)}
                      className={styles.routeRow}
                      aria-label={`${t('stationDetail.route', { code: route.route_id })}: ${route.route_name}`}
                    >
                      <span className={styles.routeCode}>{route.route_id}</span>
                      <span className={styles.routeText}>
                        <span className={styles.routeName}>{route.route_name}</span>
                        {route.sacco_name ? (
                          <span className={styles.routeSacco}>{route.sacco_name}</span>
                        ) : null}
                      </span>
                      <span
                        className={styles.routeQueue}
                        data-active={route.queue_length > 0 || undefined}
                      >
                        {t('stations.queued', { count: route.queue_length })}
                      </span>
                      <RightOutlined className={styles.chevron} aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </PageBody>
    </>
  );
}
