import '@/i18n/fleet';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { NotFoundState } from '@/components/ui/page-states';
import { paths } from '@/config/paths';

/** A vehicle that does not exist, or is not the account's, with the way back to the list. */
export function VehicleNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundState
      title={t('fleet.wizard.notFoundTitle')}
      body={t('fleet.wizard.notFoundBody')}
      actions={[
        <ButtonLink key="list" type="primary" to={paths.dashboard.vehicles.getHref()}>
          {t('fleet.vehicle.backToList')}
        </ButtonLink>,
      ]}
    />
  );
}
