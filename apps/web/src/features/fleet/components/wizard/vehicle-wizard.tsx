import '@/i18n/fleet';
import type { VehicleDetail } from '@foleni/contract';
import { Card, Skeleton, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/ui/page-states';
import { isApiError } from '@/lib/api-error';
import { useVehicle } from '../../api/get-vehicle';
import { canOpenStep, stepToShow, type WizardStep } from '../../wizard-steps';
import { VehicleNotFound } from '../vehicle-not-found';
import { DecisionStep } from './decision-step';
import { DetailsStep } from './details-step';
import { ManagersStep } from './managers-step';
import { OwnersStep } from './owners-step';
import { SaccoStep } from './sacco-step';
import styles from './wizard.module.css';

const STEP_KEYS = ['details', 'owners', 'sacco', 'managers', 'approval'] as const;

type VehicleWizardProps = {
  /** The saved draft, from the address; null for a new vehicle. */
  vehicleId: number | null;
  /** `?step=` of the address, if any. */
  requestedStep: number | null;
  /** Puts the vehicle and step in the address, so a reload or a shared link resumes there. */
  onLocate: (vehicleId: number, step: WizardStep) => void;
  /** The signed-in account may be one of the vehicle's owners (GET user/'s `vehicle.own`). */
  mayOwn: boolean;
};

/**
 * The five-step vehicle wizard of spec §3. Every step is saved on the server before the next
 * opens, and where the wizard stands lives in the address: it can be left and resumed anywhere.
 */
export function VehicleWizard({ vehicleId, requestedStep, onLocate, mayOwn }: VehicleWizardProps) {
  const { t } = useTranslation();
  const loaded = useVehicle(vehicleId);

  if (vehicleId !== null && loaded.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (vehicleId !== null && loaded.isError) {
    if (isApiError(loaded.error) && loaded.error.status === 404) {
      return <VehicleNotFound />;
    }
    return (
      <LoadErrorState
        message={t('fleet.wizard.loadFailed')}
        onRetry={() => loaded.refetch()}
        retrying={loaded.isFetching}
      />
    );
  }

  const vehicle: VehicleDetail | null = vehicleId === null ? null : (loaded.data ?? null);
  const step = stepToShow(vehicle, requestedStep);
  const go = (target: WizardStep, of: VehicleDetail | null = vehicle) => {
    if (of) onLocate(of.id, target);
  };
  const back = step > 1 ? () => go((step - 1) as WizardStep) : undefined;
  const saved = (next: VehicleDetail, target: WizardStep) => go(target, next);

  return (
    <Card className={styles.card}>
      <Steps
        className={styles.steps}
        current={step - 1}
        size="small"
        responsive={false}
        titlePlacement="vertical"
        onChange={(index) => go((index + 1) as WizardStep)}
        items={STEP_KEYS.map((key, index) => ({
          title: t(`fleet.wizard.steps.${key}`),
          disabled: !canOpenStep(vehicle, (index + 1) as WizardStep),
        }))}
      />
      {vehicle?.status === 'draft' ? (
        <p className={styles.resumeNote}>{t('fleet.wizard.resumeLink')}</p>
      ) : null}
      <h2 className={styles.stepTitle}>
        <span className={styles.stepOf}>{t('fleet.wizard.stepOf', { step })}</span>
        {t(`fleet.wizard.steps.${STEP_KEYS[step - 1] ?? 'details'}`)}
      </h2>
      {step === 1 ? (
        <DetailsStep key={vehicle?.id ?? 'new'} vehicle={vehicle} onSaved={saved} />
      ) : step === 2 ? (
        <OwnersStep
          key={vehicle?.id}
          vehicle={vehicle}
          onSaved={saved}
          onBack={back}
          mayOwn={mayOwn}
        />
      ) : step === 3 ? (
        <SaccoStep key={vehicle?.id} vehicle={vehicle} onSaved={saved} onBack={back} />
      ) : step === 4 ? (
        <ManagersStep key={vehicle?.id} vehicle={vehicle} onSaved={saved} onBack={back} />
      ) : vehicle ? (
        <DecisionStep vehicle={vehicle} onBack={() => go(4)} onFix={() => go(1)} />
      ) : null}
    </Card>
  );
}
