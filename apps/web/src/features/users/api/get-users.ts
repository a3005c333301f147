import {
  type AccountStatus,
  paginatedSchema,
  type userListQuerySchema,
  userSchema,
} from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPage, type PagedListFilter, usePagedList } from '@/lib/paged-list';

export type UsersFilter = PagedListFilter<typeof userListQuerySchema>;

/** Every users query starts with this key; the account actions invalidate it. */
export const usersQueryKey = ['users'] as const;

/** GET /users/ (system admins): one page of accounts, filtered. */
const userList = {
  path: 'users/',
  schema: paginatedSchema(userSchema),
  key: [...usersQueryKey, 'list'],
};

export function useUsers(filter: UsersFilter) {
  return usePagedList(userList, filter);
}

/**
 * How many accounts have a status: the same call, one row per page, read for its `count`.
 * Always refetched on display: the number waiting for approval should be current.
 */
export function userCountQueryOptions(status: AccountStatus) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'count', status],
    queryFn: ({ signal }) => fetchPage(userList, { page: 1, pageSize: 1, status }, signal),
    select: (page) => page.count,
    staleTime: 0,
  });
}

export function useUserCount(status: AccountStatus) {
  return useQuery(userCountQueryOptions(status));
}
