import type { NetworkTranslation } from './en';

/** Kiswahili texts of the network pages; every key of the English file. */
export const swNetwork: NetworkTranslation = {};
