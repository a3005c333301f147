import { i18n } from './index';
import { enNetwork } from './locales/network/en';
import { swNetwork } from './locales/network/sw';

/**
 * Adds the texts of the dashboard pages of the network: regions, stations, routes with their stops and pricing, Saccos and the GTFS upload to i18next, in both languages. Every module that shows them imports
 * this file first, so they arrive with that code and stay out of the landing page's first download.
 */
i18n.addResourceBundle('en', 'translation', enNetwork, true, false);
i18n.addResourceBundle('sw', 'translation', swNetwork, true, false);
