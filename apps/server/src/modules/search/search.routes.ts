import {
  errorBodySchema,
  relatedRoutesSchema,
  routeSearchSchema,
  searchResultsSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../lib/serialized-answer';
import type { SearchService } from './search.service';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.post(
    '/routes/search/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Routes from an origin to a destination; 202 with journeys and related routes when none go directly',
        operationId: 'searchRoutes',
        description:
          'Finds the routes that go from an origin to a destination on a travel date. When none go directly, it answers 202 with related routes instead.',
        answer: 'Routes that go directly.',
        body: routeSearchSchema,
        response: {
          200: searchResultsSchema,
          202: relatedRoutesSchema.describe(
            'No route goes directly: journeys with changes first, then routes serving either end.',
          ),
          400: errorBodySchema,
        },
      },
      // Answers are compressed once, by sendSerialized, not on every request.
      compress: false,
    },
    async (request, reply) => {
      const answer = await search.search(request.body);
      return sendSerialized(request, reply.status(answer.status), answer.body, answer.serialized);
    },
  );
};
