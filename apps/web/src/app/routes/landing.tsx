import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Audiences } from '@/features/landing/components/audiences';
import { Contact } from '@/features/landing/components/contact';
import { FeaturesOverview } from '@/features/landing/components/features-overview';
import { FindStation } from '@/features/landing/components/find-station';
import { Hero } from '@/features/landing/components/hero';
import { Pricing } from '@/features/landing/components/pricing';
import { Stats } from '@/features/landing/components/stats';
import { DeferredRouteSearchForm } from '@/features/route-search/components/deferred-search-form';
import { PopularStations } from '@/features/stations/components/popular-stations';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * Starts loading the popular stations with the page's code, without waiting for them: the page
 * shows at once, with placeholders where the stations will be. The fetching code is imported
 * here, not statically, so it stays out of the first download (scripts/bundle-size.mjs).
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void import('@/features/stations/api/get-popular-stations').then(
    ({ popularStationsQueryOptions }) => queryClient.prefetchQuery(popularStationsQueryOptions()),
  );
  return null;
};

/** `/`: what Foleni is, features, station search, popular stations, pricing and contact. */
export default function LandingRoute() {
  const { t } = useTranslation();
  usePageTitle(t('landing.pageTitle'), { exact: true });

  return (
    <>
      <Hero search={<DeferredRouteSearchForm />} />
      <Stats />
      <Audiences />
      <FeaturesOverview />
      <FindStation />
      <PopularStations />
      <Pricing />
      <Contact />
    </>
  );
}
