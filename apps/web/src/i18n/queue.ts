import { i18n } from './index';
import { enQueue } from './locales/queue/en';
import { swQueue } from './locales/queue/sw';

/**
 * Adds the texts of the station queue (the marshal's queue page, adding a vehicle, the public
 * station board, the driver's place in line, notifications and the day's figures) to i18next, in
 * both languages. Every module that shows them imports this file first, so they arrive with that
 * code and stay out of the landing page's first download.
 */
i18n.addResourceBundle('en', 'translation', enQueue, true, false);
i18n.addResourceBundle('sw', 'translation', swQueue, true, false);
