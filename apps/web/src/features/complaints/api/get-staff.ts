import { CAPABILITIES, paginatedSchema, userSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const staffPageSchema = paginatedSchema(userSchema);

/**
 * Who a system admin may hand a complaint to: the roles that handle complaints (GET /users/,
 * system admins only). The server checks the person may handle this complaint.
 */
async function getStaff(search: string, signal?: AbortSignal) {
  const pages = await Promise.all(
    CAPABILITIES['complaint.handle'].roles.map((role) =>
      apiRequest('users/', {
        query: { p: 1, p_size: 20, role, status: 'active', search: search || undefined },
        schema: staffPageSchema,
        signal,
      }),
    ),
  );
  return pages.flatMap((page) => page.results);
}

export function staffQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['complaints', 'staff', search],
    queryFn: ({ signal }) => getStaff(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStaff(search: string, enabled: boolean) {
  return useQuery({ ...staffQueryOptions(search), enabled });
}
