import { DATA_ATTRIBUTION } from '@/components/layouts/site-footer';
import { AboutPage } from '@/features/pages/components/about-page';

/** `/about`: why Foleni exists, how it works, and the route data's credits. */
export default function AboutRoute() {
  return <AboutPage attribution={DATA_ATTRIBUTION} />;
}
