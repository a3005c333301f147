import type { Messages } from '../en';

/**
 * English texts of the station queue: the marshal's queue page, adding a vehicle, the public station board, the driver's place in line, notifications and the day's figures. They download with those pages (`i18n/queue.ts`), not with the first
 * load. `sw.ts` beside this file must translate every key.
 */
export const enQueue = {};

/** The shape the Kiswahili texts must fill in. */
export type QueueTranslation = Messages<typeof enQueue>;
