import { ThunderboltOutlined } from '@ant-design/icons';
import { UpcomingFeaturePage } from '@/features/pages/components/upcoming-feature-page';
import { chargingContent } from '@/features/pages/content/upcoming';

/** `/charging`: charging slot booking, coming soon. */
export default function ChargingRoute() {
  return <UpcomingFeaturePage content={chargingContent} icon={<ThunderboltOutlined />} />;
}
