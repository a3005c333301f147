import { healthSchema } from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/database';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        operationId: 'getHealth',
        description:
          "Checks that the server answers and that its database answers a query, with the version, the uptime and the database's latency. Answers 503 when the database does not answer.",
        answer: 'The server and its database answer.',
        response: {
          200: healthSchema,
          503: healthSchema.describe('The database does not answer: the server is degraded.'),
        },
      },
    },
    async (_request, reply) => {
      let ok = true;
      let latency = 0;
      try {
        latency = await pingDatabase(app.db);
      } catch (error) {
        ok = false;
        app.log.error({ err: error }, 'health check: database did not answer');
      }
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        version: app.config.version,
        uptime_s: Math.round(process.uptime()),
        database: { engine: app.dbEngine, ok, latency_ms: Math.round(latency * 100) / 100 },
      });
    },
  );
};
