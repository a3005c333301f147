import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stationAdminsQueryOptions, stationAdminsSchema } from './get-station-admins';

type Change = { stationId: number; userId: number };

/** POST station/:id/admins/ (system admins): a station admin account starts running the station. */
export function attachStationAdmin({ stationId, userId }: Change) {
  return apiRequest(`station/${stationId}/admins/`, {
    method: 'POST',
    body: { user_id: userId },
    schema: stationAdminsSchema,
  });
}

/** DELETE station/:id/admins/:userId/ (system admins). */
export function detachStationAdmin({ stationId, userId }: Change) {
  return apiRequest(`station/${stationId}/admins/${userId}/`, {
    method: 'DELETE',
    schema: stationAdminsSchema,
  });
}

/** Both answer with the station's admins as they are now, which replace the cached list. */
export function useChangeStationAdmins(action: 'attach' | 'detach') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action === 'attach' ? attachStationAdmin : detachStationAdmin,
    onSuccess: (admins, { stationId }) =>
      queryClient.setQueryData(stationAdminsQueryOptions(stationId).queryKey, admins),
  });
}
