import { type VehicleDetail, vehicleDetailSchema } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useVehicleChanged } from './save-vehicle-step';

/**
 * The changes of state: the owner submits (again), the Sacco approves, rejects (with a reason),
 * suspends (reason optional) or reinstates.
 */
export type VehicleStateChange =
  | { id: number; action: 'submit' | 'approve' | 'reinstate' }
  | { id: number; action: 'reject'; reason: string }
  | { id: number; action: 'suspend'; reason: string | null };

/** POST /vehicles/:id/<action>/ */
export function changeVehicleState(change: VehicleStateChange): Promise<VehicleDetail> {
  const body =
    change.action === 'reject' || change.action === 'suspend'
      ? { reason: change.reason }
      : undefined;
  return apiRequest(`vehicles/${change.id}/${change.action}/`, {
    method: 'POST',
    body,
    schema: vehicleDetailSchema,
  });
}

export function useChangeVehicleState() {
  const changed = useVehicleChanged();
  return useMutation({ mutationFn: changeVehicleState, onSuccess: changed });
}
