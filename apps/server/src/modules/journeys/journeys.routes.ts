import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { sendSerialized } from '../../lib/serialized-answer';
import type { JourneysService } from './journeys.service';

export const journeysRoutes: FastifyPluginAsyncZod<{ journeys: JourneysService }> = async (
  app,
  { journeys },
) => {
  serve(
    app,
    operations.planJourneys,
    async (request, reply) => {
      const { body, serialized } = await journeys.plan(request.query);
      return sendSerialized(request, reply, body, serialized);
    },
    {
      // Answers are compressed once, by sendSerialized, not on every request.
      compress: false,
    },
  );

  serve(app, operations.suggestPlaces, async (request) => ({
    results: await journeys.suggest(request.query.q),
  }));
};
