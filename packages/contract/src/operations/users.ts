import { changeRoleSchema, updateProfileSchema, userListQuerySchema } from '../account';
import { currentUserSchema, userSchema } from '../auth';
import { messageSchema } from '../errors';
import { paginatedSchema } from '../pagination';
import { idParams } from '../params';
import { operationGroup } from './operation';

const userReply = messageSchema.extend({ user: userSchema });

export const userOperations = operationGroup('users', {
  getCurrentUser: {
    method: 'GET',
    url: '/user/',
    access: 'account.profile',
    summary: 'The signed-in user',
    description:
      'The account the bearer token belongs to: names, contacts, role, status and its capabilities (what it may do).',
    answer: 'The signed-in account.',
    response: { 200: currentUserSchema },
  },
  updateCurrentUser: {
    method: 'PATCH',
    url: '/user/',
    access: 'account.profile',
    summary: 'Update your own names, phone, national id or picture',
    description:
      "Changes the signed-in account's own names, phone number, national id or picture; its role and e-mail stay.",
    answer: 'The account as it is now.',
    body: updateProfileSchema,
    response: { 200: userReply },
  },
  listUsers: {
    method: 'GET',
    url: '/users/',
    access: 'user.manage',
    summary: 'Every account, filtered and paginated',
    description:
      'Every account, filtered by role, status or a search text and paginated, for the system admin who approves and suspends them; each says in `can` what the caller may do with it.',
    answer: 'A page of accounts.',
    querystring: userListQuerySchema,
    response: { 200: paginatedSchema(userSchema) },
  },
  approveUser: {
    method: 'POST',
    url: '/users/:id/approve/',
    access: 'user.manage',
    summary: 'Activate a pending or suspended account',
    description: 'Activates a pending or suspended account, which may then sign in.',
    answer: 'The account as it is now.',
    params: idParams,
    response: { 200: userReply },
  },
  suspendUser: {
    method: 'POST',
    url: '/users/:id/suspend/',
    access: 'user.manage',
    summary: 'Suspend an account and end its sessions',
    description: 'Suspends an account and ends all its sessions at once.',
    answer: 'The account as it is now.',
    params: idParams,
    response: { 200: userReply },
  },
  changeUserRole: {
    method: 'PATCH',
    url: '/users/:id/role/',
    access: 'user.manage',
    summary: "Change an account's role",
    description: "Changes an account's role; it applies from the account's next request.",
    answer: 'The account as it is now.',
    params: idParams,
    body: changeRoleSchema,
    response: { 200: userReply },
  },
});
