import type { ErrorBody } from '@foleni/contract';

/**
 * The one error type of every API call: the HTTP status plus the API's error body
 * (`{ code, message, params?, fields? }`). `status` is 0 when the request never got an answer.
 * Kept apart from api-client.ts (and zod) so the query client can use it from the first bundle.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Problem = Omit<ErrorBody, 'fields'>;

/** A problem (`{ code, message, params? }`) when `data` is one, else null. */
function toProblem(data: unknown): Problem | null {
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const { code, message, params } = data as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') {
    return null;
  }
  // A code this build does not know is still shown, in the server's English.
  const problem = { code, message } as Problem;
  if (typeof params === 'object' && params !== null) {
    problem.params = params as Problem['params'];
  }
  return problem;
}

/**
 * The API's error body (`{ code, message, params?, fields? }`) when `data` is one, else null.
 * Checked by hand rather than with the contract's zod schema, so fetching stays zod-free.
 */
export function toErrorBody(data: unknown): ErrorBody | null {
  const problem = toProblem(data);
  if (!problem) {
    return null;
  }
  const body: ErrorBody = problem;
  const { fields } = data as Record<string, unknown>;
  if (typeof fields === 'object' && fields !== null) {
    body.fields = Object.fromEntries(
      Object.entries(fields).map(([field, problems]) => [
        field,
        (Array.isArray(problems) ? problems : []).map(toProblem).filter((found) => found !== null),
      ]),
    );
  }
  return body;
}
