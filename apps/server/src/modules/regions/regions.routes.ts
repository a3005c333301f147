import {
  idParams,
  paginatedSchema,
  regionInputSchema,
  regionListQuerySchema,
  regionSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth/auth.guard';
import type { RegionsService } from './regions.service';

const tags = ['regions'];

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
        operationId: 'listRegions',
        description: 'The regions stations are grouped in, paginated with p and p_size.',
        answer: 'A page of regions.',
        querystring: regionListQuerySchema,
        response: { 200: paginatedSchema(regionSchema) },
      },
    },
    (request) => regions.list(request.query, request.account),
  );
  app.get(
    '/regions/:id/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One region',
        operationId: 'getRegion',
        description: 'One region by its id.',
        answer: 'The region.',
        params: idParams,
        response: { 200: regionSchema },
      },
    },
    (request) => regions.get(request.params.id, request.account),
  );
  app.post(
    '/regions/',
    {
      config: { access: 'region.manage' },
      schema: {
        tags,
        summary: 'Create a region',
        operationId: 'createRegion',
        description: 'Creates a region that stations can then be placed in.',
        answer: 'The new region.',
        body: regionInputSchema,
        response: { 201: regionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await regions.create(requireAccount(request), request.body)),
  );
  app.put(
    '/regions/:id/',
    {
      config: { access: 'region.manage' },
      schema: {
        tags,
        summary: 'Update a region',
        operationId: 'updateRegion',
        description: 'Renames or describes a region.',
        answer: 'The region as it is now.',
        params: idParams,
        body: regionInputSchema,
        response: { 200: regionSchema },
      },
    },
    (request) => regions.update(requireAccount(request), request.params.id, request.body),
  );
  app.post(
    '/regions/:id/archive/',
    {
      config: { access: 'region.manage' },
      schema: {
        tags,
        summary: 'Archive a region (kept, hidden from pickers)',
        operationId: 'archiveRegion',
        description:
          'Archives a region: it is kept, with its stations, but no longer offered in pickers.',
        answer: 'The region as it is now.',
        params: idParams,
        response: { 200: regionSchema },
      },
    },
    (request) => regions.setStatus(requireAccount(request), request.params.id, 'archived'),
  );
  app.post(
    '/regions/:id/restore/',
    {
      config: { access: 'region.manage' },
      schema: {
        tags,
        summary: 'Bring an archived region back',
        operationId: 'restoreRegion',
        description: 'Brings an archived region back into pickers.',
        answer: 'The region as it is now.',
        params: idParams,
        response: { 200: regionSchema },
      },
    },
    (request) => regions.setStatus(requireAccount(request), request.params.id, 'active'),
  );
};
