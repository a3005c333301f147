import { randomUUID } from 'node:crypto';
import {
  type ChangePasswordInput,
  type LoginReply,
  messageBody,
  type PlainCode,
  type ResetPasswordConfirmInput,
  type Signup,
  type TokenPair,
} from '@foleni/contract';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError, type FieldProblems } from '../../errors/app-error';
import { summaryOf } from '../../errors/error-handler';
import type { BackgroundQueue } from '../../lib/background-queue';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Mailer } from '../../mail/mailer';
import { activationMail, passwordResetMail } from '../../mail/templates';
import { toUser } from '../users/users.mapper';
import {
  findUserByEmail,
  findUserById,
  findUserByLogin,
  insertUser,
  updateUser,
  usernameExists,
} from '../users/users.repo';
import type { Account } from './auth.guard';
import type { AccountTokenPurpose } from './auth.repo';
import * as repo from './auth.repo';
import { type AccessTokens, hashToken, newOpaqueToken } from './auth.tokens';
import { hashPassword, verifyPassword } from './password';

const ACTIVATION_TTL_MS = 48 * 3600_000;
const RESET_TTL_MS = 3600_000;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface AuthServiceDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'refreshTokenTtlDays'>;
  mailer: Mailer;
  tokens: AccessTokens;
  /** Failed sign-ins per account, per address and per account from one address, a minute. */
  loginLimiter: RateLimiter;
  /** Sign-up, activation and reset requests per e-mail address and per client address. */
  mailLimiter: RateLimiter;
  formLimiter: RateLimiter;
  /** Mail goes out after the answer, so the answer does not tell whether there was any. */
  background: BackgroundQueue;
  log: { warn(obj: object, msg: string): void };
}

const expiresIn = (ms: number) => new Date(Date.now() + ms).toISOString();
const isPast = (iso: string) => Date.parse(iso) <= Date.now();

export function createAuthService(deps: AuthServiceDeps) {
  const { db, config, mailer, tokens, background } = deps;
  // Verified when the login names nobody, so a wrong username takes as long as a wrong password.
  // Made by the first sign-in (whoever it names), not at start: argon2 needs 19 MiB to hash.
  let decoyHash: Promise<string> | null = null;

  /** Mail is sent after the change is committed; a mail server that is down must not undo it. */
  async function sendMail(message: Parameters<Mailer['send']>[0]) {
    try {
      await mailer.send(message);
    } catch (error) {
      deps.log.warn({ err: error, to: message.to }, 'could not send mail');
    }
  }

  async function issueTokens(
    user: UserRow,
    client: ClientInfo,
    familyId: string = randomUUID(),
  ): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    await repo.insertRefreshToken(db, {
      userId: user.id,
      familyId,
      hash: refresh.hash,
      expiresAt: expiresIn(config.refreshTokenTtlDays * 86_400_000),
      userAgent: client.userAgent,
      ip: client.ip,
    });
    return {
      access_token: tokens.sign({ userId: user.id, role: toUser(user).role, sessionId: familyId }),
      refresh_token: refresh.token,
    };
  }

  /** A new e-mailed token for `purpose`; the account's earlier ones for it stop working. */
  async function issueAccountToken(
    user: UserRow,
    purpose: AccountTokenPurpose,
    ttlMs: number,
  ): Promise<string> {
    const { token, hash } = newOpaqueToken();
    await db.transaction().execute(async (trx) => {
      await repo.retireAccountTokens(trx, user.id, purpose);
      await repo.insertAccountToken(trx, {
        userId: user.id,
        purpose,
        hash,
        expiresAt: expiresIn(ttlMs),
      });
    });
    return token;
  }

  async function sendActivation(user: UserRow) {
    const token = await issueAccountToken(user, 'activation', ACTIVATION_TTL_MS);
    await sendMail(activationMail(user, `${config.publicUrl}/activate/${token}`));
  }

  async function uniqueUsername(email: string): Promise<string> {
    const base = (email.split('@')[0] ?? 'user')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 24)
      .padEnd(3, '0');
    for (let suffix = 0; ; suffix++) {
      const candidate = suffix === 0 ? base : `${base}${suffix}`;
      if (!(await usernameExists(db, candidate))) return candidate;
    }
  }

  /**
   * Holds back a public form that sends mail: per client address (each form counted on its own)
   * and, whether or not an account has it, per e-mail address, so the answer is the same for both.
   */
  function throttleForm(form: string, client: ClientInfo, email: string) {
    const formWait = deps.formLimiter.attempt([`${form}:${client.ip}`]);
    const mailWait =
      formWait === 0 ? deps.mailLimiter.attempt([`email:${email.trim().toLowerCase()}`]) : 0;
    const wait = Math.max(formWait, mailWait);
    if (wait > 0) throw AppError.tooManyRequests('api.tooManyRequests', wait);
  }

  /** A token row that can still be used, or the error that says why not. */
  async function usableToken(token: string, purpose: repo.AccountTokenPurpose, invalid: PlainCode) {
    const row = await repo.findAccountToken(db, hashToken(token), purpose);
    if (!row || row.used_at || isPast(row.expires_at)) throw AppError.badRequest(invalid);
    return row;
  }

  return {
    async signup(input: Signup, client: ClientInfo): Promise<UserRow> {
      throttleForm('signup', client, input.email);
      const email = input.email.toLowerCase();
      const fields: FieldProblems = {};
      if (await findUserByEmail(db, email)) fields.email = [{ code: 'account.emailTaken' }];
      if (input.username && (await usernameExists(db, input.username)))
        fields.username = [{ code: 'account.usernameTaken' }];
      if (Object.keys(fields).length > 0) throw AppError.badRequest(summaryOf(fields), { fields });
      let user: UserRow;
      try {
        user = await insertUser(db, {
          email,
          username: input.username ?? (await uniqueUsername(email)),
          password_hash: await hashPassword(input.password),
          firstname: input.firstname || null,
          lastname: input.lastname || null,
          national_id: input.national_id,
          phone_number: input.contact_number,
          role: input.role,
          status: 'pending',
        });
      } catch (error) {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if (await findUserByEmail(db, email)) {
          throw AppError.badRequest('account.emailTaken', {
            fields: { email: ['account.emailTaken'] },
          });
        }
        throw error;
      }
      background.push('activation mail', () => sendActivation(user));
      return user;
    },

    async activate(token: string): Promise<void> {
      const row = await usableToken(token, 'activation', 'account.activationInvalid');
      await db.transaction().execute(async (trx) => {
        if (!(await repo.useAccountToken(trx, row.id)))
          throw AppError.badRequest('account.activationInvalid');
        const user = await findUserById(trx, row.user_id);
        if (user?.status === 'pending') {
          await updateUser(trx, user.id, {
            status: 'active',
            activated_at: new Date().toISOString(),
          });
        }
      });
    },

    async resendActivation(email: string, client: ClientInfo): Promise<void> {
      throttleForm('resend-activation', client, email);
      background.push('activation mail', async () => {
        const user = await findUserByEmail(db, email);
        if (user?.status === 'pending') await sendActivation(user);
      });
    },

    /**
     * Failed sign-ins are counted per address, per account (whichever of its e-mail or username
     * was typed) and per account from each address. An address that keeps failing waits, whatever
     * it types. An account under attack waits only for the addresses that failed on it, so its
     * owner still gets in from elsewhere and nobody can lock an account out (OWASP: throttle,
     * don't lock out). A name that matches nobody is counted like an account, so the answers do
     * not tell which accounts exist.
     */
    async login(login: string, password: string, client: ClientInfo): Promise<LoginReply> {
      const limiter = deps.loginLimiter;
      const key = login.trim().toLowerCase();
      const user = await findUserByLogin(db, key);
      const address = `ip:${client.ip}`;
      const account = user ? `account:${user.id}` : `login:${key}`;
      const accountFromAddress = `${account}|${address}`;
      const accountWait =
        limiter.waitFor(account) > 0 && limiter.count(accountFromAddress) > 0
          ? Math.min(limiter.secondsLeft(account), limiter.secondsLeft(accountFromAddress))
          : 0;
      const wait = Math.max(limiter.waitFor(address), accountWait);
      if (wait > 0) throw AppError.tooManyRequests('account.tooManyAttempts', wait);

      decoyHash ??= hashPassword('decoy password that matches no account');
      const matches = await verifyPassword(user?.password_hash ?? (await decoyHash), password);
      if (!user || !matches) {
        limiter.hit([address, account, accountFromAddress]);
        throw AppError.unauthorized('account.invalidCredentials');
      }
      // A typo before the right password must not hold its owner back if the account is attacked.
      limiter.forget(accountFromAddress);
      if (user.status === 'suspended') throw AppError.forbidden('account.suspended');
      const updated =
        (await updateUser(db, user.id, { last_login_at: new Date().toISOString() })) ?? user;
      return {
        ...messageBody('account.loggedIn'),
        user: toUser(updated),
        ...(await issueTokens(updated, client)),
      };
    },

    /**
     * Rotates a refresh token. A token that was already spent means a copy is in someone else's
     * hands: the whole family (every token descended from that login) is revoked.
     */
    async refresh(refreshToken: string, client: ClientInfo): Promise<TokenPair> {
      const row = await repo.findRefreshToken(db, hashToken(refreshToken));
      if (!row) throw AppError.unauthorized('account.sessionExpired');
      if (row.revoked_at || isPast(row.expires_at))
        throw AppError.unauthorized('account.sessionExpired');
      if (!(await repo.spendRefreshToken(db, row.id))) {
        await repo.revokeRefreshFamily(db, row.family_id);
        throw AppError.unauthorized('account.sessionExpired');
      }
      const user = await findUserById(db, row.user_id);
      if (!user || user.status === 'suspended') {
        await repo.revokeRefreshFamily(db, row.family_id);
        throw AppError.unauthorized('account.sessionExpired');
      }
      return issueTokens(user, client, row.family_id);
    },

    async logout(refreshToken: string | undefined, accountId: number | null): Promise<void> {
      const row = refreshToken
        ? await repo.findRefreshToken(db, hashToken(refreshToken))
        : undefined;
      if (row) await repo.revokeRefreshFamily(db, row.family_id);
      else if (accountId !== null) await repo.revokeUserRefreshTokens(db, accountId);
    },

    /** Answers alike for every address: even looking the account up happens after the answer. */
    async requestPasswordReset(email: string, client: ClientInfo): Promise<void> {
      throttleForm('reset-password', client, email);
      background.push('password reset mail', async () => {
        const user = await findUserByEmail(db, email);
        if (!user || user.status === 'suspended') return;
        const token = await issueAccountToken(user, 'password_reset', RESET_TTL_MS);
        await sendMail(passwordResetMail(user, `${config.publicUrl}/reset?token=${token}`));
      });
    },

    /** Sets the new password and signs out every session; the e-mail also proves the address. */
    async confirmPasswordReset(input: ResetPasswordConfirmInput): Promise<void> {
      const row = await usableToken(input.token, 'password_reset', 'account.resetInvalid');
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction().execute(async (trx) => {
        if (!(await repo.useAccountToken(trx, row.id)))
          throw AppError.badRequest('account.resetInvalid');
        const user = await findUserById(trx, row.user_id);
        if (!user) throw AppError.badRequest('account.resetInvalid');
        await updateUser(trx, user.id, {
          password_hash: passwordHash,
          ...(user.status === 'pending'
            ? { status: 'active', activated_at: new Date().toISOString() }
            : {}),
        });
        await repo.revokeUserRefreshTokens(trx, user.id);
      });
    },

    /**
     * Sets a new password and ends every other session: whoever else held one may be why the
     * password is being changed. The session that changed it stays signed in.
     */
    async changePassword(account: Account, input: ChangePasswordInput): Promise<void> {
      const user = await findUserById(db, account.id);
      if (!user || !(await verifyPassword(user.password_hash, input.current_password))) {
        throw AppError.badRequest('account.currentPasswordWrong', {
          fields: { current_password: ['account.currentPasswordWrong'] },
        });
      }
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, account.id, { password_hash: passwordHash });
        await repo.revokeUserRefreshTokens(trx, account.id, account.sessionId ?? undefined);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
