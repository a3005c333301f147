import { i18n } from './index';
import { enPlaces } from './locales/places/en';
import { swPlaces } from './locales/places/sw';

/**
 * Adds the texts of the gazetteer page (/dashboard/places) to i18next, in both languages. Every
 * module that shows them imports this file first, so they arrive with that code and stay out of
 * the landing page's first download.
 */
i18n.addResourceBundle('en', 'translation', enPlaces, true, false);
i18n.addResourceBundle('sw', 'translation', swPlaces, true, false);
