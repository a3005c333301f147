import {
  paginatedSchema,
  regionInputSchema,
  regionListQuerySchema,
  regionSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RegionsService } from './regions.service';

const tags = ['regions'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const regionsRoutes: FastifyPluginAsyncZod<{ regions: RegionsService }> = async (
  app,
  { regions },
) => {
  app.get(
    '/regions/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Regions, paginated (p, p_size)',
        querystring: regionListQuerySchema,
        response: { 200: paginatedSchema(regionSchema) },
      },
    },
    (request) => regions.list(request.query),
  );
  app.get(
    '/regions/:id/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'One region', params: idParams, response: { 200: regionSchema } },
    },
    (request) => regions.get(request.params.id),
  );
  app.post(
    '/regions/',
    {
      config: { access: 'region.manage' },
      schema: {
        tags,
        summary: 'Create a region',
        body: regionInputSchema,
        response: { 201: regionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await regions.create(request.body)),
  );
  app.put(
    '/regions/:id/',
    {
      config: { access: 'region.manage' },
      schema: {
        tags,
        summary: 'Update a region',
        params: idParams,
        body: regionInputSchema,
        response: { 200: regionSchema },
      },
    },
    (request) => regions.update(request.params.id, request.body),
  );
  app.post(
    '/regions/:id/archive/',
    {
      config: { access: 'region.manage' },
      schema: {
        tags,
        summary: 'Archive a region (kept, hidden from pickers)',
        params: idParams,
        response: { 200: regionSchema },
      },
    },
    (request) => regions.setStatus(request.params.id, 'archived'),
  );
  app.post(
    '/regions/:id/restore/',
    {
      config: { access: 'region.manage' },
      schema: {
        tags,
        summary: 'Bring an archived region back',
        params: idParams,
        response: { 200: regionSchema },
      },
    },
    (request) => regions.setStatus(request.params.id, 'active'),
  );
};
