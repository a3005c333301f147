import { type AccountStatus, API_BASE_PATH, normalizeRole, type Role } from '@foleni/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { batchWhileBusy } from '../../lib/batch-while-busy';
import { findUserById, findUsersByIdsOnPostgres } from '../users/users.repo';
import { type RouteAccess, routeAccess } from './access';
import type { AccessTokens } from './auth.tokens';

/** Who is calling: what the policies decide on, read from the user's row on every request. */
export interface Account {
  id: number;
  role: Role;
  status: AccountStatus;
  saccoId: number | null;
  /** Complaints filed signed out under this address are the account's too. */
  email: string;
  /** The sign-in (refresh-token family) the request's access token belongs to, when known. */
  sessionId?: string | null;
}

/** A route under the API and the access it declares. */
export interface ApiOperation {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null on a public call made without a valid token. */
    account: Account | null;
  }
  interface FastifyInstance {
    /** Every route under the API with its declared access, for the test that walks them all. */
    apiOperations: readonly ApiOperation[];
  }
}

/** The signed-in account of a route that is not public (the guard has already checked it). */
export function requireAccount(request: FastifyRequest): Account {
  if (!request.account) throw AppError.unauthorized('api.notLoggedIn');
  return request.account;
}

/**
 * Enforces each route's declared access on every API request, and refuses to start when a route
 * under the API declares none, so no endpoint can be left unguarded by accident.
 */
export function registerAuthGuard(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('account', null);
  const userOf = userReader(app);
  const operations: ApiOperation[] = [];
  app.decorate('apiOperations', operations);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_BASE_PATH)) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no config.access`);
    }
    for (const method of [route.method].flat())
      if (method !== 'HEAD') operations.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith(API_BASE_PATH)) return;
    const access = routeAccess(request.routeOptions);
    // A public call without credentials (most passenger traffic) needs no token check.
    if ('public' in access && !request.headers.authorization) return;
    request.account = await authenticate(userOf, tokens, request.headers.authorization);
    if ('public' in access) return;
    const account = request.account;
    if (!account) throw AppError.unauthorized('api.notLoggedIn');
    if (account.status === 'suspended') throw AppError.forbidden('account.suspended');
    if (account.status !== 'active' && !access.allowPending)
      throw AppError.forbidden('api.notActivated');
    if (!access.roles.includes(account.role)) throw AppError.forbidden('api.forbidden');
  });
}

type UserReader = (id: number) => Promise<UserRow | undefined>;

/**
 * Reads the caller's row. On PostgreSQL the requests that come while a read is on its way share
 * the next one: one round trip for many under load. Each row is still read after its request
 * came, so a suspension applies to the next request.
 */
function userReader({ db, dbEngine }: FastifyInstance): UserReader {
  if (dbEngine !== 'postgres') return (id) => findUserById(db, id);
  return batchWhileBusy(async (ids: number[]) => {
    const rows = new Map((await findUsersByIdsOnPostgres(db, ids)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id));
  });
}

async function authenticate(
  userOf: UserReader,
  tokens: AccessTokens,
  header: string | undefined,
): Promise<Account | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const claims = token ? tokens.verify(token) : null;
  if (!claims) return null;
  // The row, not the token, is the truth: a suspension or role change applies at once.
  const row = await userOf(claims.userId);
  const account = row ? accountOf(row) : null;
  return account ? { ...account, sessionId: claims.sessionId } : null;
}

/** The account a user row stands for, or null when its role is none the API knows. */
export function accountOf(row: UserRow): Account | null {
  const role = normalizeRole(row.role);
  if (!role) return null;
  return { id: row.id, role, status: row.status, saccoId: row.sacco_id, email: row.email };
}
