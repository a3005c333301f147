export type FieldErrors = Record<string, string[]>;

interface AppErrorOptions {
  detail?: string;
  fields?: FieldErrors;
  /** Headers the answer carries, such as `Retry-After` on a 429. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * The one error type of the server. Services and routes throw it; the error handler turns it
 * into the API's `{ error, detail?, fields? }` body with its status.
 */
export class AppError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.detail = options.detail;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  static badRequest(message: string, options?: AppErrorOptions) {
    return new AppError(400, message, options);
  }

  /** A 400 whose message belongs to one field, so forms can show it beside that field. */
  static field(field: string, message: string) {
    return new AppError(400, message, { fields: { [field]: [message] } });
  }

  static unauthorized(message = 'Authentication credentials were not provided or are invalid.') {
    return new AppError(401, message);
  }

  static forbidden(message = 'You do not have permission to perform this action.') {
    return new AppError(403, message);
  }

  static notFound(what: string) {
    return new AppError(404, `${what} not found.`);
  }

  /** A 429 that says in how many seconds to try again. */
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(429, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }

  static conflict(message: string, options?: AppErrorOptions) {
    return new AppError(409, message, options);
  }
}
