import { i18n } from './index';
import { enMap } from './locales/map/en';
import { swMap } from './locales/map/sw';

/**
 * Adds the maps' texts to i18next, in both languages. The map modules import this file first, so
 * the texts arrive with the map's code and stay out of the landing page's first download.
 */
i18n.addResourceBundle('en', 'translation', enMap, true, false);
i18n.addResourceBundle('sw', 'translation', swMap, true, false);
