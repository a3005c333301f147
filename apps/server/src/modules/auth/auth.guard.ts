import { API_BASE_PATH, normalizeRole, type Role } from '@foleni/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findUserById } from '../users/users.repo';
import type { AccessTokens } from './auth.tokens';
import { type Access, PERMISSIONS, permissionKey } from './permissions';

export interface Account {
  id: number;
  role: Role;
  status: string;
  row: UserRow;
  /** The sign-in (refresh-token family) the request's access token belongs to, when known. */
  sessionId?: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null on a public call made without a valid token. */
    account: Account | null;
  }
}

/** The signed-in account of a route that is not public (the guard has already checked it). */
export function requireAccount(request: FastifyRequest): Account {
  if (!request.account) throw AppError.unauthorized('api.notLoggedIn');
  return request.account;
}

/**
 * Enforces the permission table on every API request, and refuses to start when a route under
 * the API has no entry, so no endpoint can be left unguarded by accident.
 */
export function registerAuthGuard(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('account', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_BASE_PATH)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      if (!PERMISSIONS[permissionKey(method, route.url)]) {
        throw new Error(`${method} ${route.url} has no entry in modules/auth/permissions.ts`);
      }
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith(API_BASE_PATH)) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const access = PERMISSIONS[permissionKey(method, url)] as Access;
    // A public call without credentials (most passenger traffic) needs no token check.
    if ('public' in access && !request.headers.authorization) return;
    request.account = await authenticate(app, tokens, request.headers.authorization);
    if ('public' in access) return;
    const account = request.account;
    if (!account) throw AppError.unauthorized('api.notLoggedIn');
    if (account.status === 'suspended') throw AppError.forbidden('account.suspended');
    if (account.status !== 'active' && !access.allowPending)
      throw AppError.forbidden('api.notActivated');
    if (!access.roles.includes(account.role)) throw AppError.forbidden('api.forbidden');
  });
}

async function authenticate(
  app: FastifyInstance,
  tokens: AccessTokens,
  header: string | undefined,
): Promise<Account | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const claims = token ? tokens.verify(token) : null;
  if (!claims) return null;
  // The row, not the token, is the truth: a suspension or role change applies at once.
  const row = await findUserById(app.db, claims.userId);
  if (!row) return null;
  const role = normalizeRole(row.role);
  return role ? { id: row.id, role, status: row.status, row, sessionId: claims.sessionId } : null;
}
