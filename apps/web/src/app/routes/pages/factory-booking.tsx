import { BuildOutlined } from '@ant-design/icons';
import { UpcomingFeaturePage } from '@/features/pages/components/upcoming-feature-page';
import { factoryBookingContent } from '@/features/pages/content/upcoming';

/** `/factory-booking`: EV factory booking, coming soon. */
export default function FactoryBookingRoute() {
  return <UpcomingFeaturePage content={factoryBookingContent} icon={<BuildOutlined />} />;
}
