import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { sendSerialized } from '../../lib/serialized-answer';
import type { SearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  serve(
    app,
    operations.searchRoutes,
    async (request, reply) => {
      const answer = await search.search(request.body);
      return sendSerialized(request, reply.status(answer.status), answer.body, answer.serialized);
    },
    {
      // Answers are compressed once, by sendSerialized, not on every request.
      compress: false,
    },
  );
};
