import {
  paginatedSchema,
  placeInputSchema,
  placeListQuerySchema,
  placeSchema,
  placeUpdateSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlacesService } from './places.service';

const tags = ['places'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (
  app,
  { places },
) => {
  app.get(
    '/places/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The gazetteer of places a search may name, paginated (p, p_size)',
        querystring: placeListQuerySchema,
        response: { 200: paginatedSchema(placeSchema) },
      },
    },
    (request) => places.list(request.account, request.query),
  );
  app.get(
    '/places/:id/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'One place', params: idParams, response: { 200: placeSchema } },
    },
    (request) => places.get(request.account, request.params.id),
  );
  app.post(
    '/places/',
    {
      config: { access: 'place.manage' },
      schema: {
        tags,
        summary: 'Add a place to the gazetteer',
        body: placeInputSchema,
        response: { 201: placeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await places.create(request.account, request.body)),
  );
  app.patch(
    '/places/:id/',
    {
      config: { access: 'place.manage' },
      schema: {
        tags,
        summary: 'Change a place; `status` archives or restores it',
        params: idParams,
        body: placeUpdateSchema,
        response: { 200: placeSchema },
      },
    },
    (request) => places.update(request.account, request.params.id, request.body),
  );
};
