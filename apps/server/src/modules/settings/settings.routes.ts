import { operations, type PublicSettings } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';

/** Credit for the map data of OpenStreetMap-based raster tiles (the default tile server's too). */
export const MAP_ATTRIBUTION = '© OpenStreetMap contributors';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: PublicSettings = {
    map: { tiles_url: app.config.mapTiles?.url ?? null, attribution: MAP_ATTRIBUTION },
    payment_methods: app.config.mpesa ? ['cash', 'mpesa'] : ['cash'],
  };
  serve(app, operations.getSettings, async (_request, reply) => {
    // Read once at start; an hour keeps a returning visitor from asking again on every page.
    reply.header('cache-control', 'public, max-age=3600');
    return settings;
  });
};
