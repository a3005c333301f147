import type { Messages } from '../en';

/**
 * English texts of the fleet and membership pages: vehicles and their wizard, owners, members, drivers and the invitation page. They download with those pages (`i18n/fleet.ts`), not with the first
 * load. `sw.ts` beside this file must translate every key.
 */
export const enFleet = {};

/** The shape the Kiswahili texts must fill in. */
export type FleetTranslation = Messages<typeof enFleet>;
