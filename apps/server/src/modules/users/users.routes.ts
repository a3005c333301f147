import { messageBody } from '@foleni/contract';
import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { requireAccount } from '../auth/auth.guard';
import type { UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  serve(app, operations.getCurrentUser, (request) => users.me(requireAccount(request)));

  serve(app, operations.updateCurrentUser, async (request) => ({
    ...messageBody('account.profileUpdated'),
    user: await users.updateProfile(requireAccount(request), request.body),
  }));

  serve(app, operations.listUsers, (request) => users.list(requireAccount(request), request.query));

  serve(app, operations.approveUser, async (request) => ({
    ...messageBody('account.userApproved'),
    user: await users.approve(requireAccount(request), request.params.id, request.ip),
  }));

  serve(app, operations.suspendUser, async (request) => ({
    ...messageBody('account.userSuspended'),
    user: await users.suspend(requireAccount(request), request.params.id, request.ip),
  }));

  serve(app, operations.changeUserRole, async (request) => ({
    ...messageBody('account.roleChanged'),
    user: await users.changeRole(
      requireAccount(request),
      request.params.id,
      request.body.role,
      request.ip,
    ),
  }));
};
