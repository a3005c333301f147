import {
  errorBodySchema,
  relatedRoutesSchema,
  routeSearchSchema,
  searchResultsSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './search.service';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.post(
    '/routes/search/',
    {
      schema: {
        tags,
        summary:
          'Routes from an origin to a destination; 202 with related routes when none go directly',
        body: routeSearchSchema,
        response: { 200: searchResultsSchema, 202: relatedRoutesSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await search.search(request.body);
      // The answer was serialized once when it was first computed; reuse that text.
      return reply
        .status(answer.status)
        .serializer(() => answer.json)
        .send(answer.body);
    },
  );

  app.get(
    '/routes/suggest/',
    {
      schema: {
        tags,
        summary: 'Stop and station names for type-ahead, by prefix and by word',
        querystring: suggestQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    async (request) => ({ results: await search.suggest(request.query.q) }),
  );
};
