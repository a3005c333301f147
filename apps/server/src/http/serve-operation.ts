import type { Operation, UploadLimits } from '@foleni/contract/operations';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The schemas Fastify validates and serializes with, which type the handler's request and reply. */
type SchemaOf<O extends Operation> = Pick<
  O,
  keyof O & ('headers' | 'params' | 'querystring' | 'body' | 'response')
>;

/** A route of the operation, its handler and options typed by the operation's schemas. */
type RouteOf<O extends Operation> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<O>,
  ZodTypeProvider
>;

/** The handler of an operation: its request and its answer typed by the operation's schemas. */
export type OperationHandler<O extends Operation> = RouteOf<O>['handler'];

/** Hooks and route options of the server's own (a gateway's secret, no compression). */
type RouteOptionsOf<O extends Operation> = Omit<RouteOf<O>, 'handler' | 'schema' | 'config'>;

/** What the server adds to an operation; an upload takes the limits on its files. */
type ServeOptions<O extends Operation> = O extends { multipart: unknown }
  ? [RouteOptionsOf<O> & { upload: UploadLimits }]
  : [(RouteOptionsOf<O> & { upload?: never })?];

/**
 * Serves one operation of the contract's catalogue with its handler, under the plugin's prefix:
 * its access goes in the route's config (the auth guard reads it there), its schemas validate
 * the request and type the handler, and the rest describes it in the API document. An operation
 * that declares one success other than 200 (a 201 for a record made) answers with it.
 */
export function serve<O extends Operation>(
  app: ZodApp,
  operation: O,
  handler: OperationHandler<O>,
  ...[options]: ServeOptions<O>
): void;
// The signature above ties the handler to the operation's own schemas; the route itself takes
// the whole declaration, which Fastify and the document read key by key.
export function serve(
  app: ZodApp,
  operation: Operation,
  handler: OperationHandler<Operation>,
  options: RouteOptionsOf<Operation> & { upload?: UploadLimits } = {},
): void {
  const { tag, method, url, access, idempotent, multipart, ...schema } = operation;
  const { upload, ...routeOptions } = options;
  const status = successStatusOf(operation);
  app.route({
    ...routeOptions,
    method,
    url,
    config: idempotent ? { access, idempotent } : { access },
    schema: {
      tags: [tag],
      ...schema,
      ...(multipart && upload ? { multipart: multipart(upload) } : {}),
    },
    handler: status
      ? function answerWithStatus(request, reply) {
          reply.code(status);
          return handler.call(this, request, reply);
        }
      : handler,
  });
}

/** The operation's one success status, when it declares one and it is not Fastify's 200. */
function successStatusOf({ response = {} }: Operation): number | null {
  const successes = Object.keys(response).filter((status) => status.startsWith('2'));
  const [status] = successes;
  return successes.length === 1 && status !== '200' ? Number(status) : null;
}
