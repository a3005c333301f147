import {
  errorBodySchema,
  journeyQuerySchema,
  journeysAnswerSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../lib/serialized-answer';
import type { JourneysService } from './journeys.service';

const tags = ['journeys'];

export const journeysRoutes: FastifyPluginAsyncZod<{ journeys: JourneysService }> = async (
  app,
  { journeys },
) => {
  app.get(
    '/journeys/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Journeys between two places, with walks, changes and times',
        operationId: 'planJourneys',
        answer: 'The journeys found, fastest first.',
        description:
          '`from` and `to` are coordinates ("-1.2841,36.8233"), a stop or station name, or a place. ' +
          '`date` and `time` are Nairobi time and default to now. The answer is the fastest journey ' +
          'and journeys with fewer rides that arrive later, at most five, fastest first.',
        querystring: journeyQuerySchema,
        response: { 200: journeysAnswerSchema, 400: errorBodySchema },
      },
      // Answers are compressed once, by sendSerialized, not on every request.
      compress: false,
    },
    async (request, reply) => {
      const { body, serialized } = await journeys.plan(request.query);
      return sendSerialized(request, reply, body, serialized);
    },
  );

  app.get(
    '/routes/suggest/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Places, stations and stops for type-ahead, by prefix and by word',
        operationId: 'suggestPlaces',
        description:
          'Places, stations and stops whose names start with, or contain a word starting with, the text typed, for a search box.',
        answer: 'The suggestions, best first.',
        querystring: suggestQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    async (request) => ({ results: await journeys.suggest(request.query.q) }),
  );
};
