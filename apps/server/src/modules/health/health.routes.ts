import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/database';
import { serve } from '../../http/serve-operation';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, operations.getHealth, async (_request, reply) => {
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
  });
};
