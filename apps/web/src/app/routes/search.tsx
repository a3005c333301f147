import '@/i18n/route-search';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { PageBody, PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { BookButton } from '@/features/bookings/components/book-button';
import { journeysQueryOptions } from '@/features/route-search/api/get-journeys';
import { routeSearchQueryOptions } from '@/features/route-search/api/search-routes';
import { DeferredSearchBar } from '@/features/route-search/components/deferred-search-bar';
import { JourneyList } from '@/features/route-search/components/journey-list';
import { JourneyResults } from '@/features/route-search/components/journey-results';
import { NameResults } from '@/features/route-search/components/name-results';
import {
  hasJourney,
  isNamedSearch,
  journeyParamsFromSearch,
  journeyRequestOf,
  journeyToSearch,
} from '@/features/route-search/lib/journey-params';
import { getRoute } from '@/features/routes/api/get-route';
import { formatTravelDay } from '@/lib/dates';
import styles from './search.module.css';

/** Starts the searches the URL describes with the page's code; the page shows skeletons meanwhile. */
export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const params = journeyParamsFromSearch(new URL(request.url).searchParams);
    const search = journeyToSearch(params);
    if (search) {
      void queryClient.prefetchQuery(journeysQueryOptions(journeyRequestOf(search, params)));
      if (isNamedSearch(search)) {
        void queryClient.prefetchQuery(routeSearchQueryOptions(search));
      }
    }
    return null;
  };

/**
 * `/search` (spec §2): with `departure`, `destination`, `bookingType` and `travelDate` (and the
 * planner's `time`), the journeys there with walks, changes and times, then the routes that go
 * directly (or the related routes), under a modify-search form; with the header's `q`, the
 * stops, stations and routes whose name matches.
 */
export default function SearchRoute() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const journey = useMemo(() => journeyParamsFromSearch(searchParams), [searchParams]);
  const search = useMemo(() => journeyToSearch(journey), [journey]);
  const request = useMemo(
    () => (search ? journeyRequestOf(search, journey) : null),
    [search, journey],
  );
  const q = searchParams.get('q')?.trim() ?? '';
  const byName = q !== '' && !hasJourney(journey);

  if (byName) {
    return (
      <>
        <PageMeta
          title={t('routeSearch.query.searched', { query: q })}
          description={t('routeSearch.lead')}
        />
        <PageHeader
          title={t('routeSearch.query.title')}
          lead={t('routeSearch.query.searched', { query: q })}
        >
          <Link className={styles.planLink} to={paths.search.getHref()}>
            {t('routeSearch.query.findRoute')}
          </Link>
        </PageHeader>
        <PageBody>
          <NameResults key={q} q={q} />
        </PageBody>
      </>
    );
  }

  const date = search ? formatTravelDay(search.travelDate, i18n.language) : '';

  return (
    <>
      <PageMeta title={t('routeSearch.pageTitle')} description={t('routeSearch.lead')} />
      <PageHeader title={t('routeSearch.title')} lead={search ? undefined : t('routeSearch.lead')}>
        <div className={styles.form}>
          <DeferredSearchBar
            key={searchParams.toString()}
            initial={journey}
            validateOnMount={hasJourney(journey) && !search}
          />
        </div>
      </PageHeader>
      <PageBody>
        {search && request ? (
          <>
            <p className={styles.summary}>
              <strong>
                {t('routeSearch.results.summary', {
                  departure: search.origin,
                  destination: search.destination,
                })}
              </strong>
              <span>
                {t('routeSearch.results.summaryDate', {
                  bookingType: t(`routeSearch.bookingTypes.${search.booking_type}`),
                  date,
                })}{' '}
                ·{' '}
                {request.time
                  ? t('routeSearch.journeys.leavingAt', { time: request.time })
                  : t('routeSearch.journeys.leavingNow')}
              </span>
            </p>
            <div className={styles.results}>
              <JourneyList request={request} />
              {isNamedSearch(search) ? (
                <JourneyResults
                  alongsideJourneys
                  search={search}
                  legAction={(leg) => (
                    <BookButton
                      routeId={leg.id}
                      loadRoute={getRoute}
                      start={{
                        boarding: leg.boarding_stop,
                        alighting: leg.alighting_stop,
                        bookingType: search.booking_type,
                        travelDate: search.travelDate,
                      }}
                    />
                  )}
                />
              ) : null}
            </div>
          </>
        ) : (
          <p className={styles.prompt}>{t('routeSearch.results.prompt')}</p>
        )}
      </PageBody>
    </>
  );
}
