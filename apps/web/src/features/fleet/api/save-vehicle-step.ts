import {
  type VehicleDetail,
  type VehicleDetailsInput,
  type VehicleManagersInput,
  type VehicleOwnersInput,
  vehicleDetailSchema,
} from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vehicleQueryOptions } from './get-vehicle';
import { vehiclesQueryKey } from './get-vehicles';

/** What one wizard step sends: step 1 without an id creates the draft. */
export type VehicleStepSave =
  | { step: 1; id: number | null; body: VehicleDetailsInput }
  | { step: 2; id: number; body: VehicleOwnersInput }
  | { step: 3; id: number; body: { sacco: number } }
  | { step: 4; id: number; body: VehicleManagersInput };

const stepPath = { 1: 'details', 2: 'owners', 3: 'sacco', 4: 'managers' } as const;

/**
 * Wizard steps 1–4 (spec §3): POST /vehicles/ makes the draft, PUT /vehicles/:id/<step>/ saves a
 * step. Each answer is the whole vehicle, with the next step the server expects.
 */
export function saveVehicleStep(save: VehicleStepSave): Promise<VehicleDetail> {
  if (save.step === 1 && save.id === null) {
    return apiRequest('vehicles/', {
      method: 'POST',
      body: save.body,
      schema: vehicleDetailSchema,
    });
  }
  return apiRequest(`vehicles/${save.id}/${stepPath[save.step]}/`, {
    method: 'PUT',
    body: save.body,
    schema: vehicleDetailSchema,
  });
}

/** Puts a changed vehicle in the cache and marks the lists stale. */
export function useVehicleChanged() {
  const queryClient = useQueryClient();
  return (vehicle: VehicleDetail) => {
    queryClient.setQueryData(vehicleQueryOptions(vehicle.id).queryKey, vehicle);
    return queryClient.invalidateQueries({
      queryKey: vehiclesQueryKey,
      predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== vehicle.id,
    });
  };
}

export function useSaveVehicleStep() {
  const changed = useVehicleChanged();
  return useMutation({ mutationFn: saveVehicleStep, onSuccess: changed });
}
