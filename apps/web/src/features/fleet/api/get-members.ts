import { type MEMBER_ROLES, memberSchema, paginatedSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type MemberRole = (typeof MEMBER_ROLES)[number];

export type MembersFilter = {
  page: number;
  pageSize: number;
  role?: MemberRole | undefined;
  search?: string | undefined;
};

const membersPageSchema = paginatedSchema(memberSchema);

/** GET /members/: one page of a Sacco's owners, drivers and station admins. */
export function getMembers(filter: MembersFilter, signal?: AbortSignal) {
  return apiRequest('members/', {
    query: {
      p: filter.page,
      p_size: filter.pageSize,
      role: filter.role,
      search: filter.search || undefined,
    },
    schema: membersPageSchema,
    signal,
  });
}

/** Every members query (lists and owners) starts with this key; changes invalidate it. */
export const membersQueryKey = ['members'] as const;

export function membersQueryOptions(filter: MembersFilter) {
  return queryOptions({
    queryKey: [...membersQueryKey, 'list', filter],
    queryFn: ({ signal }) => getMembers(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMembers(filter: MembersFilter, enabled = true) {
  return useQuery({ ...membersQueryOptions(filter), enabled });
}
