import {
  idParams,
  paginatedSchema,
  publicSaccoSchema,
  saccoInputSchema,
  saccoListQuerySchema,
  saccoSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/auth.guard';
import type { SaccosService } from './saccos.service';

const tags = ['saccos'];

export const saccosRoutes: FastifyPluginAsyncZod<{ saccos: SaccosService }> = async (
  app,
  { saccos },
) => {
  // The double slash is the spec's path (§7), kept so the first client keeps working.
  app.get(
    '/unauth-saccos//',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active Saccos for public forms',
        operationId: 'listPublicSaccos',
        description:
          'The active Saccos, name and id only, for public forms such as a complaint. Also answers at /api/v1.0/unauth-saccos/ with one slash.',
        answer: 'The active Saccos.',
        // It reads no input, but every request's query is refused with a NUL in it.
        refusals: [400],
        response: { 200: z.array(publicSaccoSchema) },
      },
    },
    () => saccos.publicList(),
  );
  app.get(
    '/saccos/',
    {
      config: { access: 'sacco.view' },
      schema: {
        tags,
        summary: 'Saccos with route and member counts (your own, unless staff)',
        operationId: 'listSaccos',
        description:
          'Saccos with their route and member counts, paginated; staff of a Sacco see their own.',
        answer: 'A page of Saccos.',
        querystring: saccoListQuerySchema,
        response: { 200: paginatedSchema(saccoSchema) },
      },
    },
    (request) => saccos.list(requireAccount(request), request.query),
  );
  app.get(
    '/saccos/:id/',
    {
      config: { access: 'sacco.view' },
      schema: {
        tags,
        summary: 'One Sacco',
        operationId: 'getSacco',
        description: "One Sacco's profile; staff of a Sacco only their own.",
        answer: 'The Sacco.',
        params: idParams,
        response: { 200: saccoSchema },
      },
    },
    (request) => saccos.getVisible(requireAccount(request), request.params.id),
  );
  app.post(
    '/saccos/',
    {
      config: { access: 'sacco.create' },
      schema: {
        tags,
        summary: 'Register a Sacco',
        operationId: 'createSacco',
        description: 'Registers a Sacco with its contact details.',
        answer: 'The new Sacco.',
        body: saccoInputSchema,
        response: { 201: saccoSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saccos.create(requireAccount(request), request.body)),
  );
  app.put(
    '/saccos/:id/',
    {
      config: { access: 'sacco.edit' },
      schema: {
        tags,
        summary: "Update a Sacco's profile",
        operationId: 'updateSacco',
        description: "Changes a Sacco's profile; a Sacco account only its own.",
        answer: 'The Sacco as it is now.',
        params: idParams,
        body: saccoInputSchema,
        response: { 200: saccoSchema },
      },
    },
    (request) => saccos.update(requireAccount(request), request.params.id, request.body),
  );
  app.post(
    '/saccos/:id/suspend/',
    {
      config: { access: 'sacco.suspend' },
      schema: {
        tags,
        summary: 'Suspend a Sacco',
        operationId: 'suspendSacco',
        description: 'Suspends a Sacco until a system admin reinstates it.',
        answer: 'The Sacco as it is now.',
        params: idParams,
        response: { 200: saccoSchema },
      },
    },
    (request) => saccos.setStatus(requireAccount(request), request.params.id, 'suspended'),
  );
  app.post(
    '/saccos/:id/reinstate/',
    {
      config: { access: 'sacco.suspend' },
      schema: {
        tags,
        summary: 'Reinstate a suspended Sacco',
        operationId: 'reinstateSacco',
        description: 'Reinstates a suspended Sacco.',
        answer: 'The Sacco as it is now.',
        params: idParams,
        response: { 200: saccoSchema },
      },
    },
    (request) => saccos.setStatus(requireAccount(request), request.params.id, 'active'),
  );
};
