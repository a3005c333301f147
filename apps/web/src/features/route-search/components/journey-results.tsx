import '@/i18n/route-search';
import { ReloadOutlined, SwapOutlined } from '@ant-design/icons';
import type { RelatedRoute, RouteSearch, SearchLeg, SearchWalkLeg } from '@foleni/contract';
import { formatAmount } from '@foleni/contract/plans';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverRefusal } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { useRouteSearch } from '../api/search-routes';
import styles from './journey-results.module.css';
import { LegCard, LegCardSkeleton } from './leg-card';
import { NoResults } from './no-results';

type LegAction = (leg: SearchLeg) => ReactNode;

const isRide = (leg: SearchLeg | SearchWalkLeg): leg is SearchLeg => !('mode' in leg);

/**
 * The answer to a journey search (spec §2, §4, §8): routes, related routes, or why not. Beside
 * the planner's journeys (`alongsideJourneys`) it shows only what it adds: the routes that go
 * directly, or the routes serving either end; the journeys already show changes, the empty
 * answer and errors.
 */
export function JourneyResults({
  search,
  legAction,
  alongsideJourneys = false,
}: {
  search: RouteSearch;
  /** A button for each ride beside View Details (the page adds Book). */
  legAction?: LegAction;
  alongsideJourneys?: boolean;
}) {
  const { t } = useTranslation();
  const query = useRouteSearch(search);

  if (alongsideJourneys && (query.isPending || query.isError)) {
    return null;
  }

  if (query.isPending) {
    return (
      <section
        className={styles.list}
        aria-busy="true"
        aria-label={t('routeSearch.results.loading')}
      >
        <LegCardSkeleton />
        <LegCardSkeleton />
        <LegCardSkeleton />
      </section>
    );
  }

  if (query.isError) {
    const refusal = serverRefusal(query.error);
    const text = refusal
      ? problemText(t, refusal.fields[0] ?? refusal.problem)
      : t('routeSearch.messages.failed');
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={text}
        action={
          refusal ? null : (
            <Button
              icon={<ReloadOutlined />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('routeSearch.results.retry')}
            </Button>
          )
        }
      />
    );
  }

  const answer = query.data;
  if (answer.kind === 'direct') {
    if (answer.results.length === 0) {
      return alongsideJourneys ? null : <NoResults hint={t('routeSearch.results.noResultsHint')} />;
    }
    return (
      <section aria-labelledby="route-search-count">
        <h2 id="route-search-count" className={styles.count}>
          {t('routeSearch.results.count', { count: answer.results.length })}
        </h2>
        <div className={styles.list}>
          {answer.results.map((leg) => (
            <LegCard key={`${leg.id}-${leg.boarding_stop}`} leg={leg} action={legAction?.(leg)} />
          ))}
        </div>
      </section>
    );
  }

  const message = problemText(t, answer);
  const shown = alongsideJourneys
    ? answer.related_routes.filter((related) => related.type !== 'transfer')
    : answer.related_routes;
  if (shown.length === 0) {
    return alongsideJourneys ? null : <NoResults hint={message} />;
  }
  const transfers = shown.filter((related) => related.type === 'transfer');
  const fromOrigin = shown.filter((related) => related.type === 'origin');
  const toDestination = shown.filter((related) => related.type === 'destination');

  return (
    <div className={styles.related}>
      <Alert
        type="info"
        showIcon
        title={t('routeSearch.messages.relatedRoutes')}
        description={message}
      />
      {transfers.length > 0 ? (
        <section aria-labelledby="route-search-transfers">
          <h2 id="route-search-transfers" className={styles.groupTitle}>
            {t('routeSearch.results.transfersTitle')}
          </h2>
          <div className={styles.journeys}>
            {transfers.map((journey, index) => (
              <TransferJourney
                // biome-ignore lint/suspicious/noArrayIndexKey: journeys have no id; the order is the server's
                key={index}
                journey={journey}
                legAction={legAction}
              />
            ))}
          </div>
        </section>
      ) : null}
      <LegGroup
        id="route-search-origin"
        title={t('routeSearch.results.originTitle')}
        routes={fromOrigin}
        legAction={legAction}
      />
      <LegGroup
        id="route-search-destination"
        title={t('routeSearch.results.destinationTitle')}
        routes={toDestination}
        legAction={legAction}
      />
    </div>
  );
}

/** Rides with the stop where the passenger changes matatu, and the walks between them. */
function TransferJourney({
  journey,
  legAction,
}: {
  journey: RelatedRoute;
  legAction: LegAction | undefined;
}) {
  const { t } = useTranslation();
  const rides = journey.legs.filter(isRide);
  const stop = journey.transfer_stop ?? rides[0]?.alighting_stop ?? '';
  let ride = 0;
  return (
    <article
      className={styles.journey}
      aria-label={t('routeSearch.results.journeyLabel', { stop })}
      data-testid="transfer-journey"
    >
      <p className={styles.transfer}>
        <SwapOutlined aria-hidden="true" />
        <span>{t('routeSearch.results.transferAt', { stop })}</span>
      </p>
      <div className={styles.legs}>
        {journey.legs.map((leg) => {
          if (!isRide(leg)) {
            return (
              <p key={`walk-${leg.from}-${leg.to}`} className={styles.walk}>
                {t('routeSearch.journeys.steps.walk', {
                  distance: formatAmount(leg.distance_m),
                  place: leg.to,
                })}
              </p>
            );
          }
          ride += 1;
          return (
            <div key={`${leg.id}-${leg.boarding_stop}`} className={styles.legWrap}>
              <span className={styles.legLabel}>
                {t('routeSearch.results.legLabel', { number: ride })}
              </span>
              <LegCard leg={leg} action={legAction?.(leg)} />
            </div>
          );
        })}
      </div>
    </article>
  );
}

function LegGroup({
  id,
  title,
  routes,
  legAction,
}: {
  id: string;
  title: string;
  routes: RelatedRoute[];
  legAction: LegAction | undefined;
}) {
  const legs = routes.flatMap((related) => related.legs).filter(isRide);
  if (legs.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <div className={styles.list}>
        {legs.map((leg) => (
          <LegCard
            key={`${leg.id}-${leg.boarding_stop}-${leg.alighting_stop}`}
            leg={leg}
            action={legAction?.(leg)}
          />
        ))}
      </div>
    </section>
  );
}
