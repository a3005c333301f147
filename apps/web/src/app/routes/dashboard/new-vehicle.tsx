import '@/i18n/fleet';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { UnfinishedVehicles } from '@/features/fleet/components/wizard/unfinished-vehicles';
import { VehicleWizard } from '@/features/fleet/components/wizard/vehicle-wizard';
import { parseId } from '@/lib/parse-id';

/**
 * /dashboard/vehicles/new: the vehicle wizard. `?vehicle=&step=` say which draft and step, so a
 * reload or the same link on another device continues there; without them, the account's
 * unfinished drafts are offered above a new vehicle's first step.
 */
export default function NewVehicleRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { capabilities } = useCapabilities();
  const vehicleId = parseId(params.get('vehicle') ?? undefined);
  const step = parseId(params.get('step') ?? undefined);

  return (
    <>
      <PageMeta title={t('fleet.wizard.pageTitle')} />
      <PageHeader title={t('fleet.wizard.title')} subtitle={t('fleet.wizard.subtitle')} />
      {vehicleId === null ? <UnfinishedVehicles /> : null}
      <VehicleWizard
        vehicleId={vehicleId}
        requestedStep={step}
        mayOwn={capabilities['vehicle.own']}
        onLocate={(vehicle, next) =>
          navigate(paths.dashboard.newVehicle.getHref(vehicle, next), {
            // Step 1 of a new vehicle becomes its draft: the back button need not return to it.
            replace: vehicleId === null,
          })
        }
      />
    </>
  );
}
