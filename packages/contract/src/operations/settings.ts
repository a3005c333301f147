import { z } from 'zod';
import { PAYMENT_METHODS } from '../bookings';
import { operationGroup } from './operation';

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

export const settingsOperations = operationGroup('settings', {
  getSettings: {
    method: 'GET',
    url: '/settings/',
    access: 'public',
    summary: 'Public settings of the web app (the map tile server)',
    description:
      'The settings a client needs before anything else: the map tile server and its attribution, and the ways to pay for a booking. Cacheable for an hour.',
    answer: 'The public settings.',
    // It reads no input, but every request's query is refused with a NUL in it.
    refusals: [400],
    response: { 200: publicSettingsSchema },
  },
});
