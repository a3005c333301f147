import { i18n } from './index';
import { enPublicPages } from './locales/public-pages/en';
import { swPublicPages } from './locales/public-pages/sw';

/**
 * Adds the texts of the public pages beyond the landing page (stations, a station, a route, the
 * content pages) to i18next, in both languages. Every module that shows them imports this file
 * first, so the texts arrive with that code and stay out of the landing page's first download.
 */
i18n.addResourceBundle('en', 'translation', enPublicPages, true, false);
i18n.addResourceBundle('sw', 'translation', swPublicPages, true, false);
