import '@/i18n/network';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { RegionsTable } from '@/features/network/components/regions/regions-table';

/** /dashboard/regions */
export default function RegionsRoute() {
  const { t } = useTranslation();
  const { capabilities } = useCapabilities();
  const canManage = capabilities['region.manage'];
  return (
    <>
      <PageMeta title={t('network.pages.regions')} />
      <PageHeader
        title={t('network.pages.regions')}
        subtitle={t('network.pages.regionsSubtitle')}
        extra={
          canManage ? (
            <ButtonLink
              type="primary"
              icon={<PlusOutlined />}
              to={paths.dashboard.newRegion.getHref()}
            >
              {t('network.pages.newRegion')}
            </ButtonLink>
          ) : null
        }
      />
      <RegionsTable withActions={canManage} />
    </>
  );
}
