import {
  idParams,
  paginatedSchema,
  placeInputSchema,
  placeListQuerySchema,
  placeSchema,
  placeUpdateSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlacesService } from './places.service';

const tags = ['places'];

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
        operationId: 'listPlaces',
        description: 'The gazetteer of places a search may name, paginated with p and p_size.',
        answer: 'A page of places.',
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
      schema: {
        tags,
        summary: 'One place',
        operationId: 'getPlace',
        description: 'One place of the gazetteer.',
        answer: 'The place.',
        params: idParams,
        response: { 200: placeSchema },
      },
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
        operationId: 'createPlace',
        description: 'Adds a place with its coordinates, so searches may name it.',
        answer: 'The new place.',
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
        operationId: 'updatePlace',
        description:
          "Changes a place's name or coordinates, or archives or restores it through its status.",
        answer: 'The place as it is now.',
        params: idParams,
        body: placeUpdateSchema,
        response: { 200: placeSchema },
      },
    },
    (request) => places.update(request.account, request.params.id, request.body),
  );
};
