import '@/i18n/network';
import { DollarOutlined, PlusOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { GtfsImport } from '@/features/network/components/gtfs-import';
import { RoutesTable } from '@/features/network/components/routes/routes-table';
import { useOwnSaccoScope } from '@/features/network/lib/use-own-sacco-scope';
import { useSession } from '@/lib/session';

/** /dashboard/routes: every route for staff; a Sacco account or owner sees its Sacco's. */
export default function RoutesRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const scope = useOwnSaccoScope(user);
  const { capabilities } = useCapabilities();
  return (
    <>
      <PageMeta title={t('network.pages.routes')} />
      <PageHeader
        title={t('network.pages.routes')}
        subtitle={t('network.pages.routesSubtitle')}
        extra={
          <>
            {capabilities['gtfs.import'] ? <GtfsImport /> : null}
            {capabilities['route.price'] ? (
              <ButtonLink icon={<DollarOutlined />} to={paths.dashboard.routePricing.getHref()}>
                {t('network.pages.pricing')}
              </ButtonLink>
            ) : null}
            {capabilities['route.create'] ? (
              <ButtonLink
                type="primary"
                icon={<PlusOutlined />}
                to={paths.dashboard.newRoute.getHref()}
              >
                {t('network.pages.newRoute')}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      {scope === 'none' ? (
        <Empty description={t('network.saccos.noOwn')} />
      ) : (
        <RoutesTable
          canEdit={capabilities['route.edit'] || capabilities['route.archive']}
          ownSacco={scope}
        />
      )}
    </>
  );
}
