import '@/i18n/public-pages';
import { ArrowRightOutlined, EnvironmentOutlined, SwapOutlined } from '@ant-design/icons';
import type { RouteDetail, RouteStop } from '@foleni/contract';
import { Alert, Button } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Bone } from '@/components/ui/bone';
import { ButtonLink } from '@/components/ui/button-link';
import { PageBody, PageHeader } from '@/components/ui/page-header';
import { LoadErrorState, PlaceNotFoundState } from '@/components/ui/page-states';
import { paths } from '@/config/paths';
import { MapSlot, RouteMap, streetMapOnOpen, type TilesState } from '@/features/map';
import { isApiError } from '@/lib/api-error';
import { OfflineNotice } from '@/lib/pwa/offline-notice';
import { useLastUpdated } from '@/lib/pwa/use-last-updated';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';
import { routePath, useRoute } from '../api/get-route';
import type { Located } from '../lib/project-stops';
import { DirectionTabs } from './direction-tabs';
import { FaresTable } from './fares-table';
import styles from './route-details.module.css';
import { RouteLine } from './route-line';
import { RouteStops } from './route-stops';

function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

/** The 404 of a route page: unknown id, or one that is not a number. */
export function RouteNotFound() {
  const { t } = useTranslation();
  return (
    <PlaceNotFoundState
      title={t('routeDetails.notFoundTitle')}
      body={t('routeDetails.notFoundBody')}
    />
  );
}

/** `/routes/:id`: loading, 404 and error ('Failed to get route', spec §8) around the route. */
export function RouteDetails({
  id,
  action,
}: {
  id: number;
  /** A button in the route's header (the page adds Book). */
  action?: (route: RouteDetail) => ReactNode;
}) {
  const query = useRoute(id);
  const { error, refetch, isRefetching } = query;
  const route = useDeferredAnswer(query);
  if (route === undefined) {
    if (!error) {
      return <RouteSkeleton />;
    }
    if (isApiError(error) && error.status === 404) {
      return <RouteNotFound />;
    }
    return <RouteLoadError onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  return <RouteView route={route} action={action?.(route)} />;
}

/**
 * A route's title and description, and its heading. The server also sends them in the
 * prerendered page of the route asked for (app/prerender/record-pages.tsx), so a visitor reads
 * the route's name before the page's code has arrived.
 */
export function RouteMeta({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation();
  return (
    <PageMeta
      title={t('routeDetails.pageTitle', { code })}
      description={t('routeDetails.descriptionOf', { code, name })}
    />
  );
}

export function RouteTitle({ code, name }: { code: string; name: string }) {
  return (
    <span className={styles.title}>
      <span className={styles.code}>{code}</span> <span>{name}</span>
    </span>
  );
}

/**
 * The route page while it loads (also prerendered, for every route): its frame, with grey blocks
 * where the route's number, name, Sacco, stops and fares will be.
 */
function RouteSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t('routeDetails.loadingTitle')}
        description={t('routeDetails.description')}
      />
      <PageHeader
        back={{ to: paths.stations.getHref(), label: t('pages.allStations') }}
        eyebrow={t('routeDetails.routeNumber')}
        title={
          <span className={styles.title}>
            <span className="visually-hidden">{t('common.loading')}</span>
            <Bone width="64px" height="1.2em" inline />
            <Bone width="min(12em, 70%)" height="1em" inline />
          </span>
        }
      >
        <div className={styles.summary} aria-hidden="true">
          <Bone width="10em" height="36px" />
          <Bone width="16em" height="24px" />
        </div>
      </PageHeader>
      <PageBody>
        <section className={styles.section} aria-busy="true">
          <h2 className={styles.sectionTitle}>
            <SwapOutlined aria-hidden="true" /> {t('routeDetails.directions')}
          </h2>
          <Bone width="100%" height="420px" />
        </section>
      </PageBody>
    </>
  );
}

function RouteLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadErrorState
      message={t('routeDetails.loadFailed')}
      onRetry={onRetry}
      retrying={retrying}
      actions={[
        <ButtonLink key="stations" to={paths.stations.getHref()}>
          {t('pages.allStations')}
        </ButtonLink>,
      ]}
    />
  );
}

function located(stops: readonly RouteStop[]): Located[] {
  return stops.flatMap((stop) =>
    stop.latitude !== null && stop.longitude !== null
      ? [{ name: stop.name, latitude: stop.latitude, longitude: stop.longitude }]
      : [],
  );
}

/** "KL" for Kaskazini Line Sacco: the Sacco's mark when it has no logo. */
function initials(name: string): string {
  const words = name
    .replace(/\bsacco\b/i, '')
    .trim()
    .split(/\s+/);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function SaccoBadge({ name, logo }: { name: string | null; logo: string | null }) {
  const { t } = useTranslation();
  return (
    <span className={styles.sacco}>
      {logo ? (
        <img className={styles.saccoLogo} src={logo} alt="" width={36} height={36} />
      ) : (
        <span className={styles.saccoLogo} aria-hidden="true">
          {name ? initials(name) : '–'}
        </span>
      )}
      <span className={styles.saccoText}>
        <span className={styles.saccoLabel}>{t('routeDetails.sacco')}</span>
        <span className={styles.saccoName}>{name ?? t('routeDetails.noSacco')}</span>
      </span>
    </span>
  );
}

function StationName({ id, name }: { id: number | null; name: string | null }) {
  if (!name) {
    return <span>–</span>;
  }
  return id === null ? (
    <span>{name}</span>
  ) : (
    <Link to={paths.station.getHref(id)} className={styles.endLink}>
      {name}
    </Link>
  );
}

type Direction = 'outbound' | 'return';

function RouteView({ route, action }: { route: RouteDetail; action: ReactNode }) {
  const { t } = useTranslation();
  const code = route.route_id;
  const lastUpdated = useLastUpdated(routePath(route.id));
  const [direction, setDirection] = useState<Direction>('outbound');
  // The drawn line stands in for the map until the street map shows (and when it cannot).
  const [tiles, setTiles] = useState<TilesState>('loading');
  // On a phone the street map waits until asked: the drawn line costs no data (streetMapOnOpen).
  const [streetMap, setStreetMap] = useState<'shown' | 'asked for' | 'not yet'>(() =>
    streetMapOnOpen() ? 'shown' : 'not yet',
  );
  // The other direction's map starts loading its tiles too: that is no reason to draw again.
  const onTilesChange = useCallback(
    (state: TilesState) =>
      setTiles((previous) => (previous === 'shown' && state === 'loading' ? previous : state)),
    [],
  );

  const directions = [
    { key: 'outbound' as const, stops: route.route_stops },
    { key: 'return' as const, stops: route.return_stops },
  ].filter((entry) => entry.stops.length > 0);
  const frameStops = located([...route.route_stops, ...route.return_stops]);

  const directionPanel = (stops: readonly RouteStop[]) => {
    const from = stops[0]?.name ?? '';
    const to = stops.at(-1)?.name ?? '';
    const mapStops = located(stops).map(({ name, latitude, longitude }) => ({
      name,
      lat: latitude,
      lon: longitude,
    }));
    return (
      <div className={styles.directionGrid}>
        <div className={styles.linePanel}>
          {mapStops.length > 0 && streetMap !== 'not yet' ? (
            <>
              <h3
                className={styles.panelTitle}
                tabIndex={-1}
                // The button that asked for the map is gone: focus goes on to the map's title.
                ref={streetMap === 'asked for' ? focusOnMount : undefined}
              >
                {t('routeDetails.map.title')}
              </h3>
              <MapSlot className={styles.mapSlot}>
                <RouteMap
                  stops={mapStops}
                  label={t('routeDetails.map.label', { code, from, to })}
                  onTilesChange={onTilesChange}
                />
              </MapSlot>
            </>
          ) : null}
          {tiles === 'shown' ? null : (
            <>
              <h3 className={styles.panelTitle}>{t('routeDetails.line.title')}</h3>
              <RouteLine
                stops={located(stops)}
                frameStops={frameStops}
                label={t('routeDetails.line.label', { code, from, to })}
              />
              <p className={styles.lineNote}>{t('routeDetails.line.note')}</p>
              {mapStops.length > 0 && streetMap === 'not yet' ? (
                <Button
                  className={styles.showMap}
                  icon={<EnvironmentOutlined />}
                  onClick={() => setStreetMap('asked for')}
                >
                  {t('routeDetails.map.show')}
                </Button>
              ) : null}
            </>
          )}
        </div>
        <RouteStops stops={stops} label={t('routeDetails.stopsOf', { from, to })} />
      </div>
    );
  };

  return (
    <>
      <RouteMeta code={code} name={route.route_name} />
      <PageHeader
        back={{ to: paths.stations.getHref(), label: t('pages.allStations') }}
        eyebrow={t('routeDetails.routeNumber')}
        title={<RouteTitle code={code} name={route.route_name} />}
      >
        <div className={styles.summary}>
          <SaccoBadge name={route.sacco_name} logo={route.sacco_logo} />
          <p className={styles.ends}>
            <StationName id={route.origin_station} name={route.origin_station_name} />
            <ArrowRightOutlined className={styles.endsArrow} aria-label="→" />
            <StationName id={route.destination_station} name={route.destination_station_name} />
            <span className={styles.stopCount}>
              {t('routeDetails.stops', { count: route.stop_count })}
            </span>
          </p>
          {action && route.status !== 'archived' ? (
            <div className={styles.action}>{action}</div>
          ) : null}
        </div>
      </PageHeader>

      <PageBody>
        {lastUpdated.stale ? (
          <OfflineNotice subject="route" at={lastUpdated.at} className={styles.notice} />
        ) : null}
        {route.status === 'archived' ? (
          <Alert
            className={styles.notice}
            type="warning"
            showIcon
            title={t('routeDetails.notRunning')}
          />
        ) : null}

        <section aria-labelledby="route-stops-title" className={styles.section}>
          <h2 id="route-stops-title" className={styles.sectionTitle}>
            <SwapOutlined aria-hidden="true" /> {t('routeDetails.directions')}
          </h2>
          {directions.length === 0 ? (
            <RouteLine stops={[]} frameStops={[]} label="" />
          ) : (
            <DirectionTabs
              label={t('routeDetails.directions')}
              active={direction}
              onChange={setDirection}
              tabs={directions.map(({ key, stops }) => ({
                key,
                label: (
                  <span className={styles.tabLabel}>
                    <span>{t(`routeDetails.${key}`)}</span>
                    <span className={styles.tabHint}>
                      {t('routeDetails.towards', { place: stops.at(-1)?.name ?? '' })}
                    </span>
                  </span>
                ),
                panel: () => directionPanel(stops),
              }))}
            />
          )}
        </section>

        <section aria-labelledby="route-fares-title" className={styles.section}>
          <h2 id="route-fares-title" className={styles.sectionTitle}>
            {t('routeDetails.fares.title')}
          </h2>
          <FaresTable fares={route.fares} />
        </section>
      </PageBody>
    </>
  );
}
