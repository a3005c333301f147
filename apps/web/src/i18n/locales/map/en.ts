import type { Messages } from '../en';

/**
 * English texts of the maps (a journey, a route, picking a point). They download with the map's
 * code (`i18n/map.ts`), never with the first load. `sw.ts` beside this file translates every key.
 */
export const enMap = {
  map: {
    loading: 'Loading the map',
    failed: 'The map could not load. Check your connection and reload the page.',
    tilesFailed: 'The street map could not load: the lines are drawn on a plain background.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    start: 'Start: {{place}}',
    end: 'End: {{place}}',
    board: 'Board {{code}} at {{stop}}',
    alight: 'Get off at {{stop}}',
    walk: 'Walk {{distance}} m',
    picked: 'Chosen point',
    pickHint: 'Tap the map where you want the journey to start or end.',
  },
} as const;

/** The shape the Kiswahili texts of the maps must fill in. */
export type MapTranslation = Messages<typeof enMap>;
