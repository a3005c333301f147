import { i18n } from './index';
import { enPwa } from './locales/pwa/en';
import { swPwa } from './locales/pwa/sw';

/**
 * Adds the texts of working offline to i18next, in both languages. The offline notice imports
 * this file first, so the texts arrive with the pages that show it and stay out of the landing
 * page's first download.
 */
i18n.addResourceBundle('en', 'translation', enPwa, true, false);
i18n.addResourceBundle('sw', 'translation', swPwa, true, false);
