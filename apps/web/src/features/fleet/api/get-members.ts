import {
  type MEMBER_ROLES,
  type memberListQuerySchema,
  memberSchema,
  paginatedSchema,
} from '@foleni/contract';
import { type PagedListFilter, usePagedList } from '@/lib/paged-list';

export type MemberRole = (typeof MEMBER_ROLES)[number];

export type MembersFilter = PagedListFilter<typeof memberListQuerySchema>;

/** Every members query (lists and owners) starts with this key; changes invalidate it. */
export const membersQueryKey = ['members'] as const;

/** GET /members/: one page of a Sacco's owners, drivers and station admins. */
const memberList = {
  path: 'members/',
  schema: paginatedSchema(memberSchema),
  key: [...membersQueryKey, 'list'],
};

export function useMembers(filter: MembersFilter, enabled = true) {
  return usePagedList(memberList, filter, enabled);
}
