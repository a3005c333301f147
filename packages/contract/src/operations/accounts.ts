import { z } from 'zod';
import {
  changePasswordSchema,
  loginReplySchema,
  refreshTokenSchema,
  resendActivationSchema,
  resetPasswordConfirmSchema,
  tokenPairSchema,
} from '../account';
import { loginSchema, resetPasswordSchema, signupSchema } from '../auth';
import { messageSchema } from '../errors';
import { TEXT_LIMITS, tooLong } from '../limits';
import { tokenParams } from '../params';
import { operationGroup } from './operation';

export const accountOperations = operationGroup('accounts', {
  signUp: {
    method: 'POST',
    url: '/signup/',
    access: 'public',
    summary: 'Create a pending account and e-mail its activation link',
    description:
      'Creates a pending account and e-mails its activation link; the account can sign in once activated. Limited per address and per e-mail address in an hour.',
    answer: 'The account is created and the activation e-mail is on its way.',
    refusals: [429],
    body: signupSchema,
    response: { 201: messageSchema },
  },
  activateAccount: {
    // POST only: mail scanners open (GET) every link in a message, and must not use the token up.
    // The e-mailed link opens the web page, whose button sends this.
    method: 'POST',
    url: '/activate/:token/',
    access: 'public',
    summary: 'Activate an account with the e-mailed token',
    description:
      'Activates the account of the token e-mailed at sign-up. A used, expired or unknown token is refused with 400.',
    answer: 'The account is active: it may sign in.',
    params: tokenParams,
    response: { 200: messageSchema },
  },
  resendActivation: {
    method: 'POST',
    url: '/resend-activation/',
    access: 'public',
    summary: 'Send a new activation link',
    description:
      'E-mails a new activation link to a pending account. The answer is the same whether or not the address has an account, so it cannot be used to find accounts.',
    answer: 'The request is taken; a link is sent if a pending account has that address.',
    refusals: [429],
    body: resendActivationSchema,
    response: { 200: messageSchema },
  },
  logIn: {
    method: 'POST',
    url: '/login/',
    access: 'public',
    summary: 'Sign in with e-mail or username and password',
    description:
      'Signs in with an e-mail address (or username) and password, and returns an access token to send as `Authorization: Bearer`, a refresh token and the account. Repeated failures are throttled.',
    answer: 'Signed in: the token pair and the account.',
    refusals: [401, 403, 429],
    body: loginSchema,
    response: { 200: loginReplySchema },
  },
  refreshToken: {
    method: 'POST',
    url: '/refresh-token/',
    access: 'public',
    summary: 'Exchange a refresh token for a new pair (rotation)',
    description:
      'Exchanges a refresh token for a new access and refresh token; the old refresh token stops working (rotation). An unknown, used or expired one answers 401.',
    answer: 'The new token pair.',
    refusals: [401],
    body: refreshTokenSchema,
    response: { 200: tokenPairSchema },
  },
  logOut: {
    method: 'POST',
    url: '/logout/',
    access: 'public',
    summary: 'End the session of a refresh token (or every session of the signed-in account)',
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
  requestPasswordReset: {
    method: 'POST',
    url: '/reset-password/',
    access: 'public',
    summary: 'E-mail a password reset link',
    description:
      'E-mails a password reset link to the account with that e-mail address or username. The answer is the same whether or not the account exists.',
    answer: 'The request is taken; a link is sent if the account exists.',
    refusals: [429],
    body: resetPasswordSchema,
    response: { 200: messageSchema },
  },
  confirmPasswordReset: {
    method: 'POST',
    url: '/reset-password/confirm/',
    access: 'public',
    summary: 'Set a new password with the e-mailed token',
    description:
      "Sets a new password with the token from the reset e-mail. A used, expired or unknown token is refused with 400; the account's sessions end.",
    answer: 'The password is changed.',
    body: resetPasswordConfirmSchema,
    response: { 200: messageSchema },
  },
  changePassword: {
    method: 'POST',
    url: '/change-password/',
    access: 'account.profile',
    summary: "Change the signed-in account's password",
    description:
      "Changes the signed-in account's password after checking the current one, and ends its other sessions.",
    answer: 'The password is changed.',
    body: changePasswordSchema,
    response: { 200: messageSchema },
  },
});
