import type { VehicleDetail } from '@foleni/contract';
import type { WizardStep } from '../../wizard-steps';

/** What every form step of the wizard receives. */
export type StepProps = {
  /** The saved vehicle; null before step 1 is saved. */
  vehicle: VehicleDetail | null;
  /** The step saved: the wizard moves to `next` of `vehicle`. */
  onSaved: (vehicle: VehicleDetail, next: WizardStep) => void;
  onBack?: (() => void) | undefined;
};
