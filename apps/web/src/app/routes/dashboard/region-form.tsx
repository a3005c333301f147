import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { UnauthorizedScreen } from '@/features/auth/components/guard-screens';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { useRegion } from '@/features/network/api/get-region';
import { RecordNotFound, RecordState } from '@/features/network/components/record-state';
import { RegionForm } from '@/features/network/components/regions/region-form';
import { parseId } from '@/lib/parse-id';

function EditRegion({ id }: { id: number }) {
  const { t } = useTranslation();
  const region = useRegion(id);
  return (
    <RecordState
      query={region}
      notFoundTitle={t('network.pages.regionNotFound')}
      failedTitle={t('messages.regions.fetchFailed')}
      listHref={paths.dashboard.regions.getHref()}
    >
      {(data) =>
        data.can?.edit ? (
          <>
            <PageHeader title={t('network.pages.editRegion')} subtitle={data.name} />
            <RegionForm region={data} />
          </>
        ) : (
          <UnauthorizedScreen />
        )
      }
    </RecordState>
  );
}

/**
 * /dashboard/regions/new, /dashboard/region/new and /dashboard/regions/:id/edit (admins: the
 * shell's guard checks the capability, and an edit the region's `can`).
 */
export default function RegionFormRoute() {
  const { t } = useTranslation();
  const rawId = useParams().id;
  const id = parseId(rawId);
  const editing = rawId !== undefined;
  if (!editing) {
    return (
      <>
        <PageMeta title={t('network.pages.newRegion')} />
        <PageHeader title={t('network.pages.newRegion')} />
        <RegionForm />
      </>
    );
  }
  return (
    <>
      <PageMeta title={t('network.pages.editRegion')} />
      {id === null ? (
        <RecordNotFound
          title={t('network.pages.regionNotFound')}
          listHref={paths.dashboard.regions.getHref()}
        />
      ) : (
        <EditRegion key={id} id={id} />
      )}
    </>
  );
}
