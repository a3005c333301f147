import type { Messages } from '../en';

/**
 * English texts of the dashboard pages of the network: regions, stations, routes with their stops and pricing, Saccos and the GTFS upload. They download with those pages (`i18n/network.ts`), not with the first
 * load. `sw.ts` beside this file must translate every key.
 */
export const enNetwork = {};

/** The shape the Kiswahili texts must fill in. */
export type NetworkTranslation = Messages<typeof enNetwork>;
