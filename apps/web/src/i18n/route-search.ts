import { i18n } from './index';
import { enRouteSearch } from './locales/route-search/en';
import { swRouteSearch } from './locales/route-search/sw';

/**
 * Adds the route search texts (the hero form and `/search`) to i18next, in both languages. Every
 * module that shows them imports this file first, so they arrive with that code and stay out of
 * the landing page's first download.
 */
i18n.addResourceBundle('en', 'translation', enRouteSearch, true, false);
i18n.addResourceBundle('sw', 'translation', swRouteSearch, true, false);
