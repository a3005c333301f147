import '@/i18n/network';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { UnauthorizedScreen } from '@/features/auth/components/guard-screens';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { RoutePricing } from '@/features/network/components/routes/route-pricing';
import { useOwnSaccoScope } from '@/features/network/lib/use-own-sacco-scope';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/routes/pricing and /dashboard/routes/add-pricing: fares between a route's stops. */
export default function RoutePricingRoute() {
  const { t } = useTranslation();
  usePageTitle(t('network.pages.pricing'));
  const { user } = useSession();
  const scope = useOwnSaccoScope(user?.role);
  if (scope === 'none') return <UnauthorizedScreen />;
  return (
    <>
      <PageHeader
        title={t('network.pages.pricing')}
        subtitle={t('network.pages.pricingSubtitle')}
      />
      {scope === null ? (
        <Skeleton active />
      ) : (
        <RoutePricing saccoId={scope ? scope.id : undefined} />
      )}
    </>
  );
}
