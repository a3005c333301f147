// Public pages show these texts too; their errors fall back on the account bundle's shared texts
// (the API's general answers, the login modal's fallback), which the dashboard loads anyway.
import './account';
import { i18n } from './index';
import { enFleet } from './locales/fleet/en';
import { swFleet } from './locales/fleet/sw';

/**
 * Adds the texts of the fleet and membership pages (vehicles and their wizard, owners, members,
 * drivers and the invitation page) to i18next, in both languages. Every module that shows them
 * imports this file first, so they arrive with that code and stay out of the landing page's first
 * download.
 */
i18n.addResourceBundle('en', 'translation', enFleet, true, false);
i18n.addResourceBundle('sw', 'translation', swFleet, true, false);
