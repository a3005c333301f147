import { paginatedSchema, STATION_ADMIN_ROLE, userSchema } from '@foleni/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const accountPageSchema = paginatedSchema(userSchema);

/** GET users/?role=STATION_ADMIN (system admins): accounts that may be attached to a station. */
export function getStationAdminAccounts(search: string, signal?: AbortSignal) {
  return apiRequest('users/', {
    query: {
      p: 1,
      p_size: 20,
      role: STATION_ADMIN_ROLE,
      status: 'active',
      search: search || undefined,
    },
    schema: accountPageSchema,
    signal,
  });
}

export function useStationAdminAccounts(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'station-admins', search],
    queryFn: ({ signal }) => getStationAdminAccounts(search, signal),
    select: (page) => page.results,
    placeholderData: keepPreviousData,
    enabled,
  });
}
