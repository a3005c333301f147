import {
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
const idParams = z.object({ id: z.coerce.number().int().positive() });

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
      schema: { tags, summary: 'One Sacco', params: idParams, response: { 200: saccoSchema } },
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
        params: idParams,
        response: { 200: saccoSchema },
      },
    },
    (request) => saccos.setStatus(requireAccount(request), request.params.id, 'active'),
  );
};
