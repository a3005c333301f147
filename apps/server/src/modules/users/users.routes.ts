import {
  changeRoleSchema,
  currentUserSchema,
  idParams,
  messageBody,
  messageSchema,
  paginatedSchema,
  updateProfileSchema,
  userListQuerySchema,
  userSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth/auth.guard';
import type { UsersService } from './users.service';

const tags = ['users'];
const userReply = messageSchema.extend({ user: userSchema });

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/user/',
    {
      config: { access: 'account.profile' },
      schema: {
        tags,
        summary: 'The signed-in user',
        operationId: 'getCurrentUser',
        description:
          'The account the bearer token belongs to: names, contacts, role, status and its capabilities (what it may do).',
        answer: 'The signed-in account.',
        response: { 200: currentUserSchema },
      },
    },
    (request) => users.me(requireAccount(request)),
  );

  app.patch(
    '/user/',
    {
      config: { access: 'account.profile' },
      schema: {
        tags,
        summary: 'Update your own names, phone, national id or picture',
        operationId: 'updateCurrentUser',
        description:
          "Changes the signed-in account's own names, phone number, national id or picture; its role and e-mail stay.",
        answer: 'The account as it is now.',
        body: updateProfileSchema,
        response: { 200: userReply },
      },
    },
    async (request) => ({
      ...messageBody('account.profileUpdated'),
      user: await users.updateProfile(requireAccount(request), request.body),
    }),
  );

  app.get(
    '/users/',
    {
      config: { access: 'user.manage' },
      schema: {
        tags,
        summary: 'Every account, filtered and paginated',
        operationId: 'listUsers',
        description:
          'Every account, filtered by role, status or a search text and paginated, for the system admin who approves and suspends them; each says in `can` what the caller may do with it.',
        answer: 'A page of accounts.',
        querystring: userListQuerySchema,
        response: { 200: paginatedSchema(userSchema) },
      },
    },
    (request) => users.list(requireAccount(request), request.query),
  );

  app.post(
    '/users/:id/approve/',
    {
      config: { access: 'user.manage' },
      schema: {
        tags,
        summary: 'Activate a pending or suspended account',
        operationId: 'approveUser',
        description: 'Activates a pending or suspended account, which may then sign in.',
        answer: 'The account as it is now.',
        params: idParams,
        response: { 200: userReply },
      },
    },
    async (request) => ({
      ...messageBody('account.userApproved'),
      user: await users.approve(requireAccount(request), request.params.id, request.ip),
    }),
  );

  app.post(
    '/users/:id/suspend/',
    {
      config: { access: 'user.manage' },
      schema: {
        tags,
        summary: 'Suspend an account and end its sessions',
        operationId: 'suspendUser',
        description: 'Suspends an account and ends all its sessions at once.',
        answer: 'The account as it is now.',
        params: idParams,
        response: { 200: userReply },
      },
    },
    async (request) => ({
      ...messageBody('account.userSuspended'),
      user: await users.suspend(requireAccount(request), request.params.id, request.ip),
    }),
  );

  app.patch(
    '/users/:id/role/',
    {
      config: { access: 'user.manage' },
      schema: {
        tags,
        summary: "Change an account's role",
        operationId: 'changeUserRole',
        description: "Changes an account's role; it applies from the account's next request.",
        answer: 'The account as it is now.',
        params: idParams,
        body: changeRoleSchema,
        response: { 200: userReply },
      },
    },
    async (request) => ({
      ...messageBody('account.roleChanged'),
      user: await users.changeRole(
        requireAccount(request),
        request.params.id,
        request.body.role,
        request.ip,
      ),
    }),
  );
};
