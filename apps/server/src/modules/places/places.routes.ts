import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import type { PlacesService } from './places.service';

export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (
  app,
  { places },
) => {
  serve(app, operations.listPlaces, (request) => places.list(request.account, request.query));
  serve(app, operations.getPlace, (request) => places.get(request.account, request.params.id));
  serve(app, operations.createPlace, (request) => places.create(request.account, request.body));
  serve(app, operations.updatePlace, (request) =>
    places.update(request.account, request.params.id, request.body),
  );
};
