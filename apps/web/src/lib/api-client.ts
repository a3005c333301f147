// Zod-free imports only: pages on the first load (the landing page) fetch through this file too,
// and zod stays out of that download. Callers bring the schema that checks the answer.

import type { ErrorBody, TokenPair } from '@foleni/contract';
import { API_BASE_PATH } from '@foleni/contract/constants';
import { ApiError, toErrorBody } from './api-error';
import { endSession, getAccessToken, getRefreshToken, storeTokens } from './session';

type QueryValue = string | number | boolean | null | undefined;

/** Checks an answer and returns it typed: a zod schema, or a small hand-written check. */
export type ResponseParser<T> = { parse: (data: unknown) => T };

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended as a query string; `null` and `undefined` values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** Validates the answer; the caller gets the parsed value. */
  schema: ResponseParser<T>;
  signal?: AbortSignal;
  /** Headers of the call besides the API's own (an `Idempotency-Key`). */
  headers?: Record<string, string>;
  /**
   * Send the access token and renew it on a 401 (the default). `false` for the calls that work
   * signed out, such as login/: there a 401 means a wrong password, not an expired token.
   */
  auth?: boolean;
};

/** `path` under the API's base path (spec §7: `/api/v1.0/…`); the dev server proxies `/api`. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE_PATH}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The only place in the web app that calls `fetch`. Answers outside 2xx become an `ApiError`
 * carrying the API's error body.
 *
 * Signed in, every call carries the access token (spec §7). A 401 with a refresh token present
 * renews the tokens once and retries the call once (spec §4); calls that fail together share one
 * renewal. When the server refuses the renewal, the session ends.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', query, body, schema, signal, headers, auth = true }: ApiRequestOptions<T>,
): Promise<T> {
  const response = await authorizedResponse(
    apiUrl(path, query),
    method,
    body,
    signal,
    auth,
    headers,
  );
  const data: unknown = response.status === 204 ? undefined : await response.json();
  return schema.parse(data);
}

/**
 * A file the API serves to signed-in users only (a complaint's attachment): fetched with the
 * access token like any call, so the page shows it through a blob URL rather than a bare link.
 */
export async function apiDownload(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await authorizedResponse(apiUrl(path), 'GET', undefined, signal, true);
  return response.blob();
}

/** Sends the call with the token (renewed once on a 401); an answer outside 2xx throws. */
async function authorizedResponse(
  url: string,
  method: string,
  body: unknown,
  signal: AbortSignal | undefined,
  auth: boolean,
  extraHeaders?: Record<string, string>,
): Promise<Response> {
  const send = (token: string | null) =>
    sendRequest(url, method, body, token, signal, extraHeaders);
  const token = auth ? getAccessToken() : null;
  let response = await send(token);
  if (response.status === 401 && auth && getRefreshToken()) {
    const renewed = await renewedAccessToken(token);
    if (renewed) {
      response = await send(renewed);
    }
  }
  if (!response.ok) {
    throw await readApiError(response);
  }
  return response;
}

/**
 * A signed-in GET whose body the caller reads as it arrives: server-sent events that need the
 * bearer token, which EventSource cannot send. Renews the token on a 401 like `apiRequest`.
 */
export function apiStream(path: string, signal: AbortSignal): Promise<Response> {
  return authorizedResponse(apiUrl(path), 'GET', undefined, signal, true);
}

async function sendRequest(
  url: string,
  method: string,
  body: unknown,
  token: string | null,
  signal: AbortSignal | undefined,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers = new Headers({ ...extraHeaders, Accept: 'application/json' });
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }
  try {
    return await fetch(url, { method, headers, body: requestBody, credentials: 'include', signal });
  } catch (cause) {
    if (signal?.aborted) {
      throw cause;
    }
    throw new ApiError(0, unreadable(`network error: ${String(cause)}`));
  }
}

/** The renewal in progress; every call that failed with the same token waits for this one. */
let renewal: Promise<string | null> | null = null;

/**
 * An access token to retry with after `failedToken` was refused, or null when there is nothing to
 * renew with. When the stored token is already another one (a renewal finished meanwhile, here or
 * in another tab), that one is used as it is.
 */
function renewedAccessToken(failedToken: string | null): Promise<string | null> {
  const current = getAccessToken();
  if (current && current !== failedToken) {
    return Promise.resolve(current);
  }
  renewal ??= withRenewalLock(() => renewTokens(failedToken)).finally(() => {
    renewal = null;
  });
  return renewal;
}

/**
 * Tabs of one browser share the stored tokens, and a refresh token works only once (rotation):
 * the Web Locks API keeps two tabs from renewing at the same moment.
 */
async function withRenewalLock<T>(renew: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request('foleni.token-renewal', renew) : renew();
}

/** POST refresh-token/; a refused renewal ends the session and its error is the call's error. */
async function renewTokens(failedToken: string | null): Promise<string | null> {
  const current = getAccessToken();
  if (current && current !== failedToken) {
    return current; // another tab renewed while this one waited for the lock
  }
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    return null; // signed out meanwhile
  }
  const response = await sendRequest(
    apiUrl('refresh-token/'),
    'POST',
    { refresh_token: refreshToken },
    null,
    undefined,
  );
  const tokens = response.ok ? toTokenPair(await response.json()) : null;
  if (!tokens) {
    const error = await readApiError(response);
    if (response.status < 500) {
      endSession();
    }
    throw error;
  }
  storeTokens(tokens);
  return tokens.access_token;
}

function toTokenPair(data: unknown): TokenPair | null {
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const { access_token: access, refresh_token: refresh } = data as Record<string, unknown>;
  return typeof access === 'string' && typeof refresh === 'string'
    ? { access_token: access, refresh_token: refresh }
    : null;
}

async function readApiError(response: Response): Promise<ApiError> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  return new ApiError(
    response.status,
    toErrorBody(data) ?? unreadable(response.statusText || `HTTP ${response.status}`),
  );
}

/** No answer, or one not in the API's error shape (a proxy's page): said as it came. */
function unreadable(reason: string): ErrorBody {
  return { code: 'api.requestRefused', message: reason, params: { reason } };
}
