import type { PassengersTranslation } from './en';

/** Kiswahili texts of the passengers pages; every key of the English file. */
export const swPassengers: PassengersTranslation = {};
