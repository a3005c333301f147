import { messageBody } from '@foleni/contract';
import { operations } from '@foleni/contract/operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { requireAccount } from './auth.guard';
import type { AuthService } from './auth.service';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

/** Sign-up, activation, sign-in, sessions and passwords: the paths of spec §7. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  serve(app, operations.signUp, async (request) => {
    await auth.signup(request.body, clientOf(request));
    return messageBody('account.signedUp');
  });

  serve(app, operations.activateAccount, async (request) => {
    await auth.activate(request.params.token);
    return messageBody('account.activated');
  });

  serve(app, operations.resendActivation, async (request) => {
    await auth.resendActivation(request.body.email, clientOf(request));
    return messageBody('account.activationSent');
  });

  serve(app, operations.logIn, (request) =>
    auth.login(request.body.username, request.body.password, clientOf(request)),
  );

  serve(app, operations.refreshToken, (request) =>
    auth.refresh(request.body.refresh_token, clientOf(request)),
  );

  serve(app, operations.logOut, async (request) => {
    await auth.logout(request.body?.refresh_token, request.account?.id ?? null);
    return messageBody('account.loggedOut');
  });

  serve(app, operations.requestPasswordReset, async (request) => {
    await auth.requestPasswordReset(request.body.username, clientOf(request));
    return messageBody('account.resetSent');
  });

  serve(app, operations.confirmPasswordReset, async (request) => {
    await auth.confirmPasswordReset(request.body);
    return messageBody('account.resetDone');
  });

  serve(app, operations.changePassword, async (request) => {
    await auth.changePassword(requireAccount(request), request.body);
    return messageBody('account.passwordChanged');
  });
};
