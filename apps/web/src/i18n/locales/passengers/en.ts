import type { Messages } from '../en';

/**
 * English texts of complaints (the public form and the dashboard pages) and bookings. They download with those pages (`i18n/passengers.ts`), not with the first
 * load. `sw.ts` beside this file must translate every key.
 */
export const enPassengers = {};

/** The shape the Kiswahili texts must fill in. */
export type PassengersTranslation = Messages<typeof enPassengers>;
