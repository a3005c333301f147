import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { SaccosTable } from '@/features/network/components/saccos/saccos-table';
import { reachOf } from '@/lib/reach';
import { useSession } from '@/lib/session';

/** /dashboard/saccos: every Sacco for staff; a Sacco's own people see theirs. */
export default function SaccosRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { capabilities } = useCapabilities();
  const allSaccos = reachOf(user, 'sacco.view') === 'all';
  const title = t(allSaccos ? 'network.pages.saccos' : 'network.pages.ownSacco');
  return (
    <>
      <PageMeta title={title} />
      <PageHeader
        title={title}
        subtitle={t(allSaccos ? 'network.pages.saccosSubtitle' : 'network.pages.ownSaccoSubtitle')}
      />
      <SaccosTable
        allSaccos={allSaccos}
        canRegister={capabilities['sacco.create']}
        withActions={capabilities['sacco.edit']}
      />
    </>
  );
}
