import { ComingSoonPage } from '@/features/pages/components/coming-soon-page';

/** `/commingsoon`: the features on their way. */
export default function ComingSoonRoute() {
  return <ComingSoonPage />;
}
