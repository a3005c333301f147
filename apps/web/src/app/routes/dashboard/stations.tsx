import '@/i18n/network';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { StationsTable } from '@/features/network/components/stations/stations-table';

/** /dashboard/stations */
export default function StationsRoute() {
  const { t } = useTranslation();
  const { capabilities } = useCapabilities();
  return (
    <>
      <PageMeta title={t('network.pages.stations')} />
      <PageHeader
        title={t('network.pages.stations')}
        subtitle={t('network.pages.stationsSubtitle')}
        extra={
          capabilities['station.create'] ? (
            <ButtonLink
              type="primary"
              icon={<PlusOutlined />}
              to={paths.dashboard.newStation.getHref()}
            >
              {t('network.pages.newStation')}
            </ButtonLink>
          ) : null
        }
      />
      <StationsTable withActions={capabilities['station.edit']} />
    </>
  );
}
