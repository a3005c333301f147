import type { Operation, UploadLimits } from '@foleni/contract/operations';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodApp = FastifyInstance<
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

/** The handler of an operation: its request and its answer typed by the operation's schemas. */
export type OperationHandler<O extends Operation> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<O>,
  ZodTypeProvider
>;

/** Hooks and route options of the server's own (a gateway's secret, no compression). */
type RouteOptionsOf<O extends Operation> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<O>,
    ZodTypeProvider
  >,
  'schema' | 'config'
>;

/** What the server adds to an operation; an upload takes the limits on its files. */
type ServeOptions<O extends Operation> = O extends { multipart: unknown }
  ? [RouteOptionsOf<O> & { upload: UploadLimits }]
  : [(RouteOptionsOf<O> & { upload?: never })?];

/**
 * Serves one operation of the contract's catalogue with its handler, under the plugin's prefix:
 * its access goes in the route's config (the auth guard reads it there), its schemas validate
 * the request and type the handler, and the rest describes it in the API document.
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
    handler,
  });
}
