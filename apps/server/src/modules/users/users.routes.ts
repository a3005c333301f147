import {
  changeRoleSchema,
  currentUserSchema,
  messages,
  paginatedSchema,
  updateProfileSchema,
  userListQuerySchema,
  userSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/auth.guard';
import type { UsersService } from './users.service';

const tags = ['users'];
const userReply = z.object({ message: z.string(), user: userSchema });
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/user/',
    {
      config: { access: 'account.profile' },
      schema: { tags, summary: 'The signed-in user', response: { 200: currentUserSchema } },
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
        body: updateProfileSchema,
        response: { 200: userReply },
      },
    },
    async (request) => ({
      message: messages.account.profileUpdated,
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
        querystring: userListQuerySchema,
        response: { 200: paginatedSchema(userSchema) },
      },
    },
    (request) => users.list(request.query),
  );

  app.post(
    '/users/:id/approve/',
    {
      config: { access: 'user.manage' },
      schema: {
        tags,
        summary: 'Activate a pending or suspended account',
        params: idParams,
        response: { 200: userReply },
      },
    },
    async (request) => ({
      message: messages.account.userApproved,
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
        params: idParams,
        response: { 200: userReply },
      },
    },
    async (request) => ({
      message: messages.account.userSuspended,
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
        params: idParams,
        body: changeRoleSchema,
        response: { 200: userReply },
      },
    },
    async (request) => ({
      message: messages.account.roleChanged,
      user: await users.changeRole(
        requireAccount(request),
        request.params.id,
        request.body.role,
        request.ip,
      ),
    }),
  );
};
