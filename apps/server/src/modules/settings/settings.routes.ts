import { PAYMENT_METHODS } from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Credit for the map data of OpenStreetMap-based raster tiles (the default tile server's too). */
export const MAP_ATTRIBUTION = '© OpenStreetMap contributors';

/** What the web app needs from the server's configuration: nothing secret, cacheable. */
export const publicSettingsSchema = z.object({
  map: z.object({
    /** Leaflet URL template of the raster tiles (`MAP_TILES_URL`), or null: lines only. */
    tiles_url: z.string().nullable(),
    attribution: z.string(),
  }),
  /** How passengers may pay for bookings: cash, and M-Pesa when Daraja is configured. */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: PublicSettings = {
    map: { tiles_url: app.config.mapTiles?.url ?? null, attribution: MAP_ATTRIBUTION },
    payment_methods: app.config.mpesa ? ['cash', 'mpesa'] : ['cash'],
  };
  app.get(
    '/settings/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Public settings of the web app (the map tile server)',
        operationId: 'getSettings',
        description:
          'The settings a client needs before anything else: the map tile server and its attribution, and the ways to pay for a booking. Cacheable for an hour.',
        answer: 'The public settings.',
        // It reads no input, but every request's query is refused with a NUL in it.
        refusals: [400],
        response: { 200: publicSettingsSchema },
      },
    },
    async (_request, reply) => {
      // Read once at start; an hour keeps a returning visitor from asking again on every page.
      reply.header('cache-control', 'public, max-age=3600');
      return settings;
    },
  );
};
