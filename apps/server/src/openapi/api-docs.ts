import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifySwagger, {
  type SwaggerTransform,
  type SwaggerTransformObject,
} from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_BASE_PATH, errorBodySchema } from '@foleni/contract';
import { OPERATION_TAGS, type RefusalStatus } from '@foleni/contract/operations';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { type Access, routeAccess } from '../modules/auth/access';
import { URL_ALIASES } from './url-aliases';

/** What serve() puts in a route's schema from the contract's operation (OperationSpec). */
declare module 'fastify' {
  interface FastifySchema {
    answer?: string;
    refusals?: readonly RefusalStatus[];
    /**
     * The upload's fields, for the document only: the handler reads the parts itself, so a
     * `body` schema would refuse every upload before it.
     */
    multipart?: ZodType;
  }
}

const ERROR_BODY = 'ErrorBody';
const BEARER = 'bearerAuth';

const REFUSALS: Record<RefusalStatus, string> = {
  400: 'The request is invalid: `fields` names each field that is wrong and why.',
  401: 'No valid access token: sign in (or refresh the token) and send it as a bearer token.',
  403: 'The account may not do this: its role, its status (pending or suspended) or the record it names does not allow it.',
  404: 'The record named in the path does not exist (or is not one the caller may see).',
  409: 'The request conflicts with the current state of the record (a duplicate, or a step out of order).',
  413: 'The body or an uploaded file is larger than the server accepts.',
  415: 'The body (or an uploaded file) is not of a type this operation reads.',
  422: 'The Idempotency-Key was already used for a different request.',
  429: 'Too many attempts: wait the number of seconds in the `Retry-After` header.',
};

/**
 * Who may call a route: read from what the guard enforces, so the document's security cannot
 * disagree with it. The only place the document learns about access.
 */
function accessOf(route: RouteOptions): Access {
  return routeAccess(route);
}

/** The sentence every operation's description ends with: who may call it. */
function whoMayCall(access: Access): string {
  if ('public' in access) return 'Public: no token needed.';
  const roles = access.roles.join(', ');
  return access.allowPending
    ? `Needs a bearer token of an account with one of the roles ${roles}, active or still pending.`
    : `Needs a bearer token of an active account with one of the roles ${roles}.`;
}

/** The refusals an operation can answer, from its access, its inputs and what the route adds. */
function refusalsOf(schema: FastifySchema, url: string, access: Access): RefusalStatus[] {
  const declared = Object.keys(schema.response ?? {})
    .map(Number)
    .filter((status): status is RefusalStatus => status in REFUSALS);
  const statuses = new Set<RefusalStatus>([...declared, ...(schema.refusals ?? [])]);
  if (!('public' in access)) {
    statuses.add(401);
    statuses.add(403);
  }
  if (schema.params || schema.querystring || schema.body || schema.multipart) statuses.add(400);
  if (schema.body || schema.multipart) {
    statuses.add(413);
    statuses.add(415);
  }
  // A record's id in the path (`:id`, `:userId`, `:route_id`); an e-mailed token is a 400.
  if (/\/:(id|[a-z]+Id|[a-z]+_id)\//.test(url)) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The success of a route that writes its answer itself (an event stream, a file): what it
 * produces, as text or bytes, since no response schema describes it.
 */
function untypedSuccess(answer: string | undefined, produces: readonly string[] = []) {
  const content = Object.fromEntries(
    produces.map((type) => [
      type,
      {
        schema: type.startsWith('text/')
          ? { type: 'string' }
          : { type: 'string', format: 'binary' },
      },
    ]),
  );
  return { description: answer ?? 'Done.', ...(produces.length ? { content } : {}) };
}

const errorResponse = (status: RefusalStatus) => ({
  description: REFUSALS[status],
  ...(status === 429
    ? {
        headers: {
          // A JSON schema: swagger makes it the header's `schema`, its description the header's.
          'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
        },
      }
    : {}),
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODY}` } } },
});

/**
 * Completes each route's entry in the document: who may call it (security and the description's
 * last sentence), the refusals it can answer with the shared error body, and an upload's fields.
 * Routes outside the API (pages, robots.txt) are not part of it.
 */
const documentRoute: SwaggerTransform = (document) => {
  const { schema, url, route } = document;
  const access = url.startsWith(API_BASE_PATH) ? accessOf(route) : undefined;
  if (!schema || !access) return { schema: { hide: true }, url };
  const { answer, refusals: _refusals, multipart, response, ...rest } = schema;
  const described = {
    ...rest,
    description: [schema.description, whoMayCall(access)].filter(Boolean).join(' '),
    ...('public' in access ? {} : { security: [{ [BEARER]: [] }] }),
    ...(multipart ? { body: multipart, consumes: ['multipart/form-data'] } : {}),
    response,
  };
  const transformed = jsonSchemaTransform({ ...document, schema: described }) as {
    schema: FastifySchema & { response?: Record<string, unknown> };
    url: string;
  };
  const responses: Record<string, unknown> = { ...transformed.schema.response };
  // Swagger's own key for a response's description, so the schema itself stays as it was. A
  // second success (a 202 beside a 200) describes itself: its schema's own description.
  for (const [status, success] of Object.entries(responses)) {
    const ownDescription = (success as { description?: string }).description;
    if (answer && status.startsWith('2') && !ownDescription)
      responses[status] = { ...(success as object), 'x-response-description': answer };
  }
  if (!Object.keys(responses).some((status) => status.startsWith('2')))
    responses[200] = untypedSuccess(answer, schema.produces);
  for (const status of refusalsOf(schema, route.url, access))
    responses[status] = errorResponse(status);
  return { schema: { ...transformed.schema, response: responses }, url: transformed.url };
};

/** Adds the shared error body, and the aliases of paths, to the finished document. */
const finishDocument: SwaggerTransformObject = (document) => {
  const openapi = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
  const paths = { ...openapi.paths } as Record<string, Record<string, { operationId?: string }>>;
  for (const [alias, { path: original, suffix }] of Object.entries(URL_ALIASES)) {
    const item = paths[original];
    if (!item) continue;
    paths[alias] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => [
        method,
        { ...operation, operationId: `${operation.operationId}${suffix}` },
      ]),
    );
  }
  return {
    ...openapi,
    paths,
    components: {
      ...('components' in openapi ? openapi.components : {}),
      schemas: {
        ...('components' in openapi ? openapi.components?.schemas : {}),
        [ERROR_BODY]: z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0', io: 'output' }),
      },
    },
  } as typeof openapi;
};

/**
 * The API's OpenAPI document and its docs page: `/api/docs` (the page), `/api/docs/json` (the
 * page's own copy) and `/api/docs/openapi.json` (the address to give an integrator or a client
 * generator).
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Foleni API',
        description:
          'Matatu queues, routes, stations and route search for Kenyan public transport. Errors answer one body (`ErrorBody`). Operations marked with a lock need `Authorization: Bearer <access token>` from `POST /api/v1.0/login/`.',
        version,
        contact: { name: 'Foleni' },
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: [...OPERATION_TAGS],
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from `POST /api/v1.0/login/` or `/refresh-token/`.',
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: finishDocument,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', ...swaggerUiFiles() });
  app.get('/api/docs/openapi.json', () => app.swagger());
}

/**
 * Where the API docs' page, scripts and logo are: the static folder of @fastify/swagger-ui's
 * package. The plugin looks beside its own source by default, which is not on disk when the server
 * is bundled (scripts/build.mjs).
 */
function swaggerUiFiles() {
  const plugin = createRequire(import.meta.url).resolve('@fastify/swagger-ui');
  const baseDir = path.join(path.dirname(plugin), 'static');
  const logo = { type: 'image/svg+xml', content: readFileSync(path.join(baseDir, 'logo.svg')) };
  return { baseDir, logo };
}
