import type { ZodType } from 'zod';
import type { CapabilityName } from '../capabilities';
import type { OperationTag } from './tags';

/** The statuses of the API's refusals, each answered with the one error body. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** The limits the server puts on an upload's files, which its document states. */
export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
}

/** One operation of the API, as its group declares it: everything but its tag and its id. */
export interface OperationSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under API_BASE_PATH, as the spec spells it (trailing slash included). */
  url: string;
  /** Anyone may call it, or the callers the capability table allows. */
  access: 'public' | CapabilityName;
  /** A change a client may send again: with an Idempotency-Key, a repeat gets the first answer. */
  idempotent?: true;
  summary: string;
  description: string;
  /** What a successful answer holds: the success response's description in the API document. */
  answer: string;
  /**
   * Refusals it answers besides those its access and inputs imply (401/403 for a token, 400 for
   * inputs, 404 for an id in the path), such as 409 for a conflict or 429 for a limit.
   */
  refusals?: readonly RefusalStatus[];
  /** The media types of a body that is not JSON. */
  consumes?: readonly string[];
  /** What an operation that writes its own answer (a stream, a file) sends. */
  produces?: readonly string[];
  /**
   * The fields of a multipart/form-data upload, given the server's limits on its files: for the
   * API document only, since the server reads the parts itself. It implies its media type.
   */
  multipart?: (limits: UploadLimits) => ZodType;
  headers?: ZodType;
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  /** The answers by status; an operation that writes its own answer declares none. */
  response?: { readonly [status: number]: ZodType };
}

/** An operation of the catalogue: its declaration, the tag of its group and its id. */
export type Operation = OperationSpec & { tag: OperationTag; operationId: string };

/** A group's operations: each declaration with the group's tag and its key as operationId. */
type Group<Tag extends OperationTag, Specs extends Record<string, OperationSpec>> = {
  [Id in keyof Specs & string]: Specs[Id] & { tag: Tag; operationId: Id };
};

/**
 * The operations of one tag, keyed by their operationId: the key becomes the operation's
 * `operationId`, the group's tag its `tag`.
 */
export function operationGroup<
  const Tag extends OperationTag,
  const Specs extends Record<string, OperationSpec>,
>(tag: Tag, specs: Specs): Group<Tag, Specs> {
  return Object.fromEntries(
    Object.entries(specs).map(([operationId, spec]) => [
      operationId,
      { ...spec, tag, operationId },
    ]),
  ) as Group<Tag, Specs>;
}
