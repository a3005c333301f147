import {
  type ErrorBody,
  type PlainCode,
  type Problem,
  problem,
  problemBody,
  problemOfIssue,
} from '@foleni/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldProblems } from './app-error';

// Fastify's errors whose own message repeats the whole path, which may be 100 kB long.
const FRAMEWORK_PROBLEMS: Record<string, PlainCode> = {
  FST_ERR_MAX_PARAM_LENGTH: 'api.addressTooLong',
  FST_ERR_BAD_URL: 'api.badAddress',
};

/**
 * A multipart body refused by @fastify/multipart, cut off in the middle or without a boundary
 * (busboy's own errors carry no code, only these words): the client's doing, said in the contract's words rather than
 * busboy's ("reach parts limit").
 */
function uploadProblem(error: FastifyError): { status: number; code: PlainCode } | null {
  switch (error.code) {
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_FILES_LIMIT':
      return { status: 413, code: 'api.uploadTooManyParts' };
    case 'FST_MP_PREMATURE_CLOSE':
      return { status: 400, code: 'api.uploadCutOff' };
  }
  if (/unexpected end of (multipart data|form)/i.test(error.message))
    return { status: 400, code: 'api.uploadCutOff' };
  if (/^(Multipart: Boundary not found|Boundary required)$/.test(error.message))
    return { status: 400, code: 'api.uploadUnreadable' };
  return null;
}

/** The single place where anything thrown becomes an HTTP answer. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorReply(error);
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    // A client that hangs up mid-upload is no fault of the server's, and nobody reads the answer.
    if (request.raw.aborted || request.raw.socket?.destroyed)
      request.log.info({ status, reason: error.message }, 'client closed the request');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ err: error, status }, 'request refused');
    return reply.status(status).send(body);
  });
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any route or hook runs (a
 * path parameter over its length limit, a malformed percent-encoding), which would otherwise
 * bypass the error handler and answer in Fastify's own shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toErrorReply(error);
  request.log.debug({ err: error, status }, 'request refused');
  reply.status(status).send(body);
}

function toErrorReply(error: FastifyError): { status: number; body: ErrorBody } {
  const upload = uploadProblem(error);
  if (upload) return { status: upload.status, body: errorBody({ code: upload.code } as Problem) };
  if (error instanceof AppError) {
    return { status: error.status, body: errorBody(error.problem, error.fields) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldProblems = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
      // zod's own checks (no code of ours) are summed up in the contract's words.
      fields[field] = [
        ...(fields[field] ?? []),
        problemOfIssue(issue) ?? { code: 'api.checkInput' },
      ];
    }
    return { status: 400, body: errorBody(summaryOf(fields), fields) };
  }
  // Fastify's own client errors (malformed JSON, unsupported media type, body too large...)
  // carry a 4xx status and a message that is safe to show.
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    const known = error.code ? FRAMEWORK_PROBLEMS[error.code] : undefined;
    const found = known
      ? ({ code: known } as Problem)
      : problem('api.requestRefused', { reason: error.message });
    return { status: error.statusCode, body: errorBody(found) };
  }
  return { status: 500, body: errorBody({ code: 'api.internalError' }) };
}

/** One problem is said plainly; several are summed up, each listed under its field. */
export function summaryOf(fields: FieldProblems): Problem {
  const all = Object.values(fields).flat();
  return all.length === 1 && all[0] ? all[0] : { code: 'api.checkInput' };
}

function errorBody(found: Problem, fields?: FieldProblems): ErrorBody {
  const body: ErrorBody = problemBody(found);
  if (fields !== undefined) {
    body.fields = Object.fromEntries(
      Object.entries(fields).map(([field, problems]) => [field, problems.map(problemBody)]),
    );
  }
  return body;
}
