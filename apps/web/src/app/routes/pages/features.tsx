import { FeaturesPage } from '@/features/pages/components/features-page';

/** `/features`: what Foleni does, and what is coming (spec §1). */
export default function FeaturesRoute() {
  return <FeaturesPage />;
}
