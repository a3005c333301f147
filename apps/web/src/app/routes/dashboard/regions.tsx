import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { RegionsTable } from '@/features/network/components/regions/regions-table';
import { ListPageHeader } from '../../list-page-header';

/** /dashboard/regions */
export default function RegionsRoute() {
  const { t } = useTranslation();
  const { capabilities } = useCapabilities();
  return (
    <>
      <ListPageHeader
        title={t('network.pages.regions')}
        subtitle={t('network.pages.regionsSubtitle')}
        add={{ page: 'newRegion', label: t('network.pages.newRegion') }}
      />
      <RegionsTable withActions={capabilities['region.manage']} />
    </>
  );
}
