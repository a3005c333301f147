import { type VehicleStatus, WIZARD_STEPS } from '@foleni/contract';

export type WizardStep = 1 | 2 | 3 | 4 | 5;

type WizardVehicle = { status: VehicleStatus; wizard_step: number };

/** Steps 1–3 change what the Sacco approves: only a draft or a rejected vehicle takes them. */
const DETAILS_EDITABLE: readonly VehicleStatus[] = ['draft', 'rejected'];
/** Drivers and conductors change in daily work, approved vehicles included. */
const MANAGERS_EDITABLE: readonly VehicleStatus[] = ['draft', 'rejected', 'active', 'suspended'];

function asStep(value: number): WizardStep {
  return Math.min(Math.max(Math.trunc(value), 1), WIZARD_STEPS) as WizardStep;
}

/** Whether the wizard may open `step` of this vehicle (the server's rules, so it never refuses). */
export function canOpenStep(vehicle: WizardVehicle | null, step: WizardStep): boolean {
  if (!vehicle) return step === 1;
  if (step === WIZARD_STEPS) return vehicle.wizard_step >= WIZARD_STEPS;
  if (step > vehicle.wizard_step) return false;
  const editable = step === 4 ? MANAGERS_EDITABLE : DETAILS_EDITABLE;
  return editable.includes(vehicle.status);
}

/**
 * The step to show for a vehicle and the step the address asks for (`?step=`): the asked step
 * when it is open, else where the vehicle stands (the first step not done yet, or the decision
 * step once it waits for or has the Sacco's answer).
 */
export function stepToShow(vehicle: WizardVehicle | null, requested: number | null): WizardStep {
  if (!vehicle) return 1;
  if (requested !== null && Number.isFinite(requested)) {
    const step = asStep(requested);
    if (canOpenStep(vehicle, step)) return step;
  }
  return DETAILS_EDITABLE.includes(vehicle.status) ? asStep(vehicle.wizard_step) : WIZARD_STEPS;
}
