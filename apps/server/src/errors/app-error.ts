import { messageOf, type messages, type PlainCode, type Problem } from '@foleni/contract';

/** The problems of each field of a form, as the error body lists them. */
export type FieldProblems = Record<string, Problem[]>;

/** A problem, or the bare code of one whose text needs no values. */
export type ProblemInput = Problem | PlainCode;

interface AppErrorOptions {
  fields?: Record<string, ProblemInput[]>;
  /** Headers the answer carries, such as `Retry-After` on a 429. */
  headers?: Record<string, string>;
  cause?: unknown;
}

const toProblem = (input: ProblemInput): Problem =>
  typeof input === 'string' ? ({ code: input } as Problem) : input;

/**
 * The one error type of the server. Services and routes throw it with a code of the contract's
 * catalogue; the error handler turns it into the API's `{ code, message, params?, fields? }` body
 * with its status. The English message comes from the catalogue, never from the thrower.
 */
export class AppError extends Error {
  readonly status: number;
  readonly problem: Problem;
  readonly fields: FieldProblems | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, problem: ProblemInput, options: AppErrorOptions = {}) {
    const found = toProblem(problem);
    super(messageOf(found), { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.problem = found;
    this.fields =
      options.fields &&
      Object.fromEntries(
        Object.entries(options.fields).map(([field, problems]) => [field, problems.map(toProblem)]),
      );
    this.headers = options.headers;
  }

  static badRequest(problem: ProblemInput, options?: AppErrorOptions) {
    return new AppError(400, problem, options);
  }

  /** A 400 whose problem belongs to one field, so forms can show it beside that field. */
  static field(field: string, problem: ProblemInput) {
    return new AppError(400, problem, { fields: { [field]: [problem] } });
  }

  static unauthorized(problem: ProblemInput = 'api.notLoggedIn') {
    return new AppError(401, problem);
  }

  static forbidden(problem: ProblemInput = 'api.forbidden') {
    return new AppError(403, problem);
  }

  static notFound(what: keyof typeof messages.notFound) {
    return new AppError(404, `notFound.${what}`);
  }

  /** A 429 that says in how many seconds to try again. */
  static tooManyRequests(problem: ProblemInput, retryAfterSeconds: number) {
    return new AppError(429, problem, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }

  static conflict(problem: ProblemInput, options?: AppErrorOptions) {
    return new AppError(409, problem, options);
  }
}
