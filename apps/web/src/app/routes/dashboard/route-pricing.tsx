import '@/i18n/network';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { UnauthorizedScreen } from '@/features/auth/components/guard-screens';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { RoutePricing } from '@/features/network/components/routes/route-pricing';
import { useOwnSaccoScope } from '@/features/network/lib/use-own-sacco-scope';
import { useSession } from '@/lib/session';

/** /dashboard/routes/pricing and /dashboard/routes/add-pricing: fares between a route's stops. */
export default function RoutePricingRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const scope = useOwnSaccoScope(user);
  if (scope === 'none') return <UnauthorizedScreen />;
  return (
    <>
      <PageMeta title={t('network.pages.pricing')} />
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
