import {
  errorBodySchema,
  journeyQuerySchema,
  journeysAnswerSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JourneysService } from './journeys.service';
import { COMPRESS_FROM_BYTES, preferredCoding } from './serialized-answer';

const tags = ['journeys'];

export const journeysRoutes: FastifyPluginAsyncZod<{ journeys: JourneysService }> = async (
  app,
  { journeys },
) => {
  app.get(
    '/journeys/',
    {
      schema: {
        tags,
        summary: 'Journeys between two places, with walks, changes and times',
        description:
          '`from` and `to` are coordinates ("-1.2841,36.8233"), a stop or station name, or a place. ' +
          '`date` and `time` are Nairobi time and default to now. The answer is the fastest journey ' +
          'and journeys with fewer rides that arrive later, at most five, fastest first.',
        querystring: journeyQuerySchema,
        response: { 200: journeysAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { body, serialized } = await journeys.plan(request.query);
      reply.header('vary', 'accept-encoding');
      if (serialized === null) return body;
      reply.type('application/json; charset=utf-8');
      const coding = preferredCoding(request.headers['accept-encoding']);
      if (coding && serialized.json.length >= COMPRESS_FROM_BYTES) {
        // Bytes made once per answer; the response schema typed the body they were made from.
        const bytes = serialized.encoded(coding);
        return reply.header('content-encoding', coding).send(bytes as unknown as typeof body);
      }
      // A string, not a Buffer: Node writes the headers and a string body in one system call.
      return reply.serializer(() => serialized.json).send(body);
    },
  );

  app.get(
    '/routes/suggest/',
    {
      schema: {
        tags: ['search'],
        summary: 'Places, stations and stops for type-ahead, by prefix and by word',
        querystring: suggestQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    async (request) => ({ results: await journeys.suggest(request.query.q) }),
  );
};
