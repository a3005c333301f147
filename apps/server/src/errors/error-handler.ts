import { type ErrorBody, messages } from '@foleni/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './app-error';

export const INVALID_INPUT = messages.api.checkInput;
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again in a moment.';
export const ADDRESS_TOO_LONG = 'A part of the address is too long.';
export const BAD_ADDRESS = 'The address is not valid.';

// Fastify's errors whose own message repeats the whole path, which may be 100 kB long.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: ADDRESS_TOO_LONG,
  FST_ERR_BAD_URL: BAD_ADDRESS,
};

/**
 * A multipart body refused by @fastify/multipart, cut off in the middle or without a boundary
 * (busboy's own errors carry no code, only these words): the client's doing, said in the contract's words rather than
 * busboy's ("reach parts limit").
 */
function uploadProblem(error: FastifyError): { status: number; message: string } | null {
  switch (error.code) {
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_FILES_LIMIT':
      return { status: 413, message: messages.api.uploadTooManyParts };
    case 'FST_MP_PREMATURE_CLOSE':
      return { status: 400, message: messages.api.uploadCutOff };
  }
  if (/unexpected end of (multipart data|form)/i.test(error.message))
    return { status: 400, message: messages.api.uploadCutOff };
  if (/^(Multipart: Boundary not found|Boundary required)$/.test(error.message))
    return { status: 400, message: messages.api.uploadUnreadable };
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
  if (upload) return { status: upload.status, body: { error: upload.message } };
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: withOptional({ error: error.message }, error.detail, error.fields),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
      fields[field] = [...(fields[field] ?? []), issue.message ?? INVALID_INPUT];
    }
    // One problem is said plainly; several are summed up, each listed under its field.
    const all = Object.values(fields).flat();
    return {
      status: 400,
      body: { error: all.length === 1 ? (all[0] as string) : INVALID_INPUT, fields },
    };
  }
  // Fastify's own client errors (malformed JSON, unsupported media type, body too large...)
  // carry a 4xx status and a message that is safe to show.
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
    return { status: error.statusCode, body: { error: message } };
  }
  return { status: 500, body: { error: INTERNAL_ERROR } };
}

function withOptional(body: ErrorBody, detail?: string, fields?: FieldErrors): ErrorBody {
  if (detail !== undefined) body.detail = detail;
  if (fields !== undefined) body.fields = fields;
  return body;
}
