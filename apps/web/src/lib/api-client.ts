import { API_BASE_PATH, errorBodySchema } from '@foleni/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';

type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions<TSchema extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended as a query string; `null` and `undefined` values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** Validates the answer; the caller gets the parsed value. */
  schema: TSchema;
  signal?: AbortSignal;
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
 * carrying the API's error body. (The bearer token and the single refresh on 401 arrive with
 * sign-in.)
 */
export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  { method = 'GET', query, body, schema, signal }: ApiRequestOptions<TSchema>,
): Promise<z.infer<TSchema>> {
  const headers = new Headers({ Accept: 'application/json' });
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: requestBody,
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) {
      throw cause;
    }
    throw new ApiError(0, { error: 'network_error', detail: String(cause) });
  }

  if (!response.ok) {
    throw await readApiError(response);
  }
  const data: unknown = response.status === 204 ? undefined : await response.json();
  return schema.parse(data);
}

async function readApiError(response: Response): Promise<ApiError> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  const parsed = errorBodySchema.safeParse(data);
  return new ApiError(
    response.status,
    parsed.success ? parsed.data : { error: response.statusText || `HTTP ${response.status}` },
  );
}
