import type { ErrorBody } from '@foleni/contract';

/**
 * The one error type of every API call: the HTTP status plus the API's error body
 * (`{ error, detail?, fields? }`). `status` is 0 when the request never got an answer.
 * Kept apart from api-client.ts (and zod) so the query client can use it from the first bundle.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.detail ?? body.error);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field messages as `field: msg, msg`, the form spec §8 shows them in. */
  get fieldMessages(): string[] {
    return Object.entries(this.body.fields ?? {}).map(
      ([field, messages]) => `${field}: ${messages.join(', ')}`,
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The API's error body (`{ error, detail?, fields? }`) when `data` is one, else null. Checked by
 * hand rather than with the contract's zod schema, so fetching stays zod-free.
 */
export function toErrorBody(data: unknown): ErrorBody | null {
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const { error, detail, fields } = data as Record<string, unknown>;
  if (typeof error !== 'string') {
    return null;
  }
  const body: ErrorBody = { error };
  if (typeof detail === 'string') {
    body.detail = detail;
  }
  if (typeof fields === 'object' && fields !== null) {
    const entries = Object.entries(fields).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
    );
    body.fields = Object.fromEntries(entries);
  }
  return body;
}
