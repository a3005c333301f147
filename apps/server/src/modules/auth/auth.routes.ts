import {
  changePasswordSchema,
  loginReplySchema,
  loginSchema,
  messageBody,
  messageSchema,
  refreshTokenSchema,
  resendActivationSchema,
  resetPasswordConfirmSchema,
  resetPasswordSchema,
  signupSchema,
  TEXT_LIMITS,
  tokenPairSchema,
  tokenParams,
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

/** Sign-up, activation, sign-in, sessions and passwords: the paths of spec §7. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/signup/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create a pending account and e-mail its activation link',
        operationId: 'signUp',
        description:
          'Creates a pending account and e-mails its activation link; the account can sign in once activated. Limited per address and per e-mail address in an hour.',
        answer: 'The account is created and the activation e-mail is on its way.',
        refusals: [429],
        body: signupSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      await auth.signup(request.body, clientOf(request));
      return reply.status(201).send(messageBody('account.signedUp'));
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
        operationId: 'activateAccount',
        description:
          'Activates the account of the token e-mailed at sign-up. A used, expired or unknown token is refused with 400.',
        answer: 'The account is active: it may sign in.',
        params: tokenParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await auth.activate(request.params.token);
      return messageBody('account.activated');
    },
  );

  app.post(
    '/resend-activation/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send a new activation link',
        operationId: 'resendActivation',
        description:
          'E-mails a new activation link to a pending account. The answer is the same whether or not the address has an account, so it cannot be used to find accounts.',
        answer: 'The request is taken; a link is sent if a pending account has that address.',
        refusals: [429],
        body: resendActivationSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await auth.resendActivation(request.body.email, clientOf(request));
      return messageBody('account.activationSent');
    },
  );

  app.post(
    '/login/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with e-mail or username and password',
        operationId: 'logIn',
        description:
          'Signs in with an e-mail address (or username) and password, and returns an access token to send as `Authorization: Bearer`, a refresh token and the account. Repeated failures are throttled.',
        answer: 'Signed in: the token pair and the account.',
        refusals: [401, 403, 429],
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
        operationId: 'refreshToken',
        description:
          'Exchanges a refresh token for a new access and refresh token; the old refresh token stops working (rotation). An unknown, used or expired one answers 401.',
        answer: 'The new token pair.',
        refusals: [401],
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
        operationId: 'logOut',
        description:
          'Ends the session of the refresh token sent; with no refresh token but a bearer token, ends every session of that account.',
        answer: 'Signed out.',
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
      return messageBody('account.loggedOut');
    },
  );

  app.post(
    '/reset-password/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'E-mail a password reset link',
        operationId: 'requestPasswordReset',
        description:
          'E-mails a password reset link to the account with that e-mail address or username. The answer is the same whether or not the account exists.',
        answer: 'The request is taken; a link is sent if the account exists.',
        refusals: [429],
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.username, clientOf(request));
      return messageBody('account.resetSent');
    },
  );

  app.post(
    '/reset-password/confirm/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token',
        operationId: 'confirmPasswordReset',
        description:
          "Sets a new password with the token from the reset e-mail. A used, expired or unknown token is refused with 400; the account's sessions end.",
        answer: 'The password is changed.',
        body: resetPasswordConfirmSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await auth.confirmPasswordReset(request.body);
      return messageBody('account.resetDone');
    },
  );

  app.post(
    '/change-password/',
    {
      config: { access: 'account.profile' },
      schema: {
        tags,
        summary: "Change the signed-in account's password",
        operationId: 'changePassword',
        description:
          "Changes the signed-in account's password after checking the current one, and ends its other sessions.",
        answer: 'The password is changed.',
        body: changePasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await auth.changePassword(requireAccount(request), request.body);
      return messageBody('account.passwordChanged');
    },
  );
};
