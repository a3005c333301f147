import type { FleetTranslation } from './en';

/** Kiswahili texts of the fleet pages; every key of the English file. */
export const swFleet: FleetTranslation = {};
