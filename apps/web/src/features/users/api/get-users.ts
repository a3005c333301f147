import { type AccountStatus, paginatedSchema, type Role, userSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type UsersFilter = {
  page: number;
  pageSize: number;
  role?: Role | undefined;
  status?: AccountStatus | undefined;
  search?: string | undefined;
};

const usersPageSchema = paginatedSchema(userSchema);

/** GET /users/ (system admins): one page of accounts, filtered. */
export function getUsers(filter: UsersFilter, signal?: AbortSignal) {
  return apiRequest('users/', {
    query: {
      p: filter.page,
      p_size: filter.pageSize,
      role: filter.role,
      status: filter.status,
      search: filter.search || undefined,
    },
    schema: usersPageSchema,
    signal,
  });
}

/** Every users query starts with this key; the account actions invalidate it. */
export const usersQueryKey = ['users'] as const;

export function usersQueryOptions(filter: UsersFilter) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'list', filter],
    queryFn: ({ signal }) => getUsers(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filter: UsersFilter) {
  return useQuery(usersQueryOptions(filter));
}

/**
 * How many accounts have a status: the same call, one row per page, read for its `count`.
 * Always refetched on display: the number waiting for approval should be current.
 */
export function userCountQueryOptions(status: AccountStatus) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'count', status],
    queryFn: ({ signal }) => getUsers({ page: 1, pageSize: 1, status }, signal),
    select: (page) => page.count,
    staleTime: 0,
  });
}

export function useUserCount(status: AccountStatus) {
  return useQuery(userCountQueryOptions(status));
}
