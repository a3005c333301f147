import {
  changePasswordSchema,
  loginReplySchema,
  loginSchema,
  messageSchema,
  messages,
  refreshTokenSchema,
  resendActivationSchema,
  resetPasswordConfirmSchema,
  resetPasswordSchema,
  signupSchema,
  TEXT_LIMITS,
  tokenPairSchema,
  tooLong,
} from '@foleni/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from './auth.guard';
import type { AuthService } from './auth.service';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});
const tags = ['accounts'];
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Sign-up, activation, sign-in, sessions and passwords: the paths of spec §7. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/signup/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create a pending account and e-mail its activation link',
        body: signupSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      await auth.signup(request.body, clientOf(request));
      return reply.status(201).send({ message: messages.account.signedUp });
    },
  );

  // POST only: mail scanners open (GET) every link in a message, and must not use the token up.
  // The e-mailed link opens the web page, whose button sends this.
  app.post(
    '/activate/:token/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Activate an account with the e-mailed token',
        params: tokenParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await auth.activate(request.params.token);
      return { message: messages.account.activated };
    },
  );

  app.post(
    '/resend-activation/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send a new activation link',
        body: resendActivationSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await auth.resendActivation(request.body.email, clientOf(request));
      return { message: messages.account.activationSent };
    },
  );

  app.post(
    '/login/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with e-mail or username and password',
        body: loginSchema,
        response: { 200: loginReplySchema },
      },
    },
    (request) => auth.login(request.body.username, request.body.password, clientOf(request)),
  );

  app.post(
    '/refresh-token/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (rotation)',
        body: refreshTokenSchema,
        response: { 200: tokenPairSchema },
      },
    },
    (request) => auth.refresh(request.body.refresh_token, clientOf(request)),
  );

  app.post(
    '/logout/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End the session of a refresh token (or every session of the signed-in account)',
        body: z
          .object({
            refresh_token: z.string().max(TEXT_LIMITS.token, tooLong(TEXT_LIMITS.token)).optional(),
          })
          .optional(),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await auth.logout(request.body?.refresh_token, request.account?.id ?? null);
      return { message: messages.account.loggedOut };
    },
  );

  app.post(
    '/reset-password/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'E-mail a password reset link',
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.username, clientOf(request));
      return { message: messages.account.resetSent };
    },
  );

  app.post(
    '/reset-password/confirm/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token',
        body: resetPasswordConfirmSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await auth.confirmPasswordReset(request.body);
      return { message: messages.account.resetDone };
    },
  );

  app.post(
    '/change-password/',
    {
      config: { access: 'account.profile' },
      schema: {
        tags,
        summary: "Change the signed-in account's password",
        body: changePasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await auth.changePassword(requireAccount(request), request.body);
      return { message: messages.account.passwordChanged };
    },
  );
};
