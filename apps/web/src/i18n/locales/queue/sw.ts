import type { QueueTranslation } from './en';

/** Kiswahili texts of the queue pages; every key of the English file. */
export const swQueue: QueueTranslation = {};
