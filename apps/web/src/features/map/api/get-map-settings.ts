import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** `GET /settings/` (the server's public settings; apps/server/src/modules/settings). */
export const mapSettingsSchema = z.object({
  map: z.object({
    /** Leaflet URL template of the raster tiles (`MAP_TILES_URL`), or null: lines only. */
    tiles_url: z.string().nullable(),
    attribution: z.string(),
  }),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>['map'];

export function getMapSettings(signal?: AbortSignal) {
  return apiRequest('settings/', { schema: mapSettingsSchema, signal, auth: false });
}

export function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getMapSettings(signal),
    // Read once at the server's start: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    select: (settings) => settings.map,
  });
}

/** The tile server; while it loads, or when the call fails, maps draw on a plain background. */
export function useMapSettings() {
  return useQuery(mapSettingsQueryOptions());
}
