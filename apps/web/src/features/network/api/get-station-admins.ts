import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { networkKeys } from './network-query-keys';

export const stationAdminsSchema = z.array(
  z.object({
    id: z.number(),
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
  }),
);
export type StationAdmin = z.infer<typeof stationAdminsSchema>[number];

/** GET station/:id/admins/ (system and station admins): who runs the station. */
export function getStationAdmins(id: number, signal?: AbortSignal) {
  return apiRequest(`station/${id}/admins/`, { schema: stationAdminsSchema, signal });
}

export function stationAdminsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...networkKeys.stations, 'admins', id],
    queryFn: ({ signal }) => getStationAdmins(id, signal),
  });
}

export function useStationAdmins(id: number, enabled: boolean) {
  return useQuery({ ...stationAdminsQueryOptions(id), enabled });
}
