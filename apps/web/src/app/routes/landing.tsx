import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { Audiences } from '@/features/landing/components/audiences';
import { Contact } from '@/features/landing/components/contact';
import { FeaturesOverview } from '@/features/landing/components/features-overview';
import { FindStation } from '@/features/landing/components/find-station';
import { Hero } from '@/features/landing/components/hero';
import { Pricing } from '@/features/landing/components/pricing';
import { Stats } from '@/features/landing/components/stats';
import { DeferredRouteSearchForm } from '@/features/route-search/components/deferred-search-form';
import { PopularStations } from '@/features/stations/components/popular-stations';

/**
 * `/`: what Foleni is, features, station search, popular stations, pricing and contact. It shows
 * no data itself: its popular stations (far below the fold) and its search form load theirs after
 * the first render, keeping the data layer out of the first download.
 */
export default function LandingRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('landing.pageTitle')} description={t('landing.description')} exact />
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
