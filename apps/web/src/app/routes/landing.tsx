import { useTranslation } from 'react-i18next';
import { Audiences } from '@/features/landing/components/audiences';
import { FindStation } from '@/features/landing/components/find-station';
import { Hero } from '@/features/landing/components/hero';
import { Pricing } from '@/features/landing/components/pricing';
import { usePageTitle } from '@/lib/use-page-title';

/** `/`: what Foleni is, station search and pricing. */
export default function LandingRoute() {
  const { t } = useTranslation();
  usePageTitle(t('landing.pageTitle'), { exact: true });

  return (
    <>
      <Hero />
      <Audiences />
      <FindStation />
      <Pricing />
    </>
  );
}
