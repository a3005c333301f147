import '@/i18n/fleet';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { useVehicle } from '@/features/fleet/api/get-vehicle';
import { VehicleNotFound } from '@/features/fleet/components/vehicle-not-found';
import { VehicleWizard } from '@/features/fleet/components/wizard/vehicle-wizard';
import { isApiError } from '@/lib/api-error';
import { parseId } from '@/lib/parse-id';

/** /dashboard/vehicle/edit/:id: the wizard on a saved vehicle, at `?step=` or where it stands. */
export default function EditVehicleRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const vehicleId = parseId(id);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { capabilities } = useCapabilities();
  const vehicle = useVehicle(vehicleId);

  // A vehicle that does not exist (or is not the caller's) is one "not found" page, not an edit page.
  const missing = isApiError(vehicle.error) && vehicle.error.status === 404;
  if (vehicleId === null || missing) {
    return <VehicleNotFound />;
  }
  return (
    <>
      <PageMeta title={t('fleet.wizard.editPageTitle')} />
      <PageHeader
        title={
          vehicle.data
            ? t('fleet.wizard.editTitle', { plate: vehicle.data.plate })
            : t('fleet.wizard.editPageTitle')
        }
      />
      <VehicleWizard
        vehicleId={vehicleId}
        requestedStep={parseId(params.get('step') ?? undefined)}
        mayOwn={capabilities['vehicle.own']}
        onLocate={(_, step) => navigate(paths.dashboard.editVehicle.getHref(vehicleId, step))}
      />
    </>
  );
}
