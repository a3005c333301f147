import type { Messages } from '../en';

/**
 * English texts of working offline (the notice on a station board or a route page shown from the
 * service worker's cache). They download with those pages (`i18n/pwa.ts`), never with the first
 * load. `sw.ts` beside this file translates every key; `{{time}}` is a time, or a day and a time.
 */
export const enPwa = {
  offline: {
    board: 'You are offline — showing the board as of {{time}}',
    route: 'You are offline — showing the route as of {{time}}',
    undated: 'You are offline — what you see may be out of date',
  },
} as const;

/** The shape the Kiswahili texts of working offline must fill in. */
export type PwaTranslation = Messages<typeof enPwa>;
