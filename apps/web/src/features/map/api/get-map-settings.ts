import type { PublicSettings } from '@foleni/contract/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest } from '@/lib/api-client';

/** The tile server (`MAP_TILES_URL`, or null: lines only) and its attribution. */
export type MapSettings = PublicSettings['map'];

/** `GET /settings/` (the server's public settings; apps/server/src/modules/settings). */
export function getMapSettings(signal?: AbortSignal) {
  return apiRequest('settings/', { schema: answerParser('GET settings/'), signal, auth: false });
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
