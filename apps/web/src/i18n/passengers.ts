// Public pages show these texts too; their errors fall back on the account bundle's shared texts
// (the API's general answers, the login modal's fallback), which the dashboard loads anyway.
import './account';
import { i18n } from './index';
import { enPassengers } from './locales/passengers/en';
import { swPassengers } from './locales/passengers/sw';

/**
 * Adds the texts of complaints (the public form and the dashboard pages) and bookings to
 * i18next, in both languages. Every module that shows them imports this file first, so they
 * arrive with that code and stay out of the landing page's first download.
 */
i18n.addResourceBundle('en', 'translation', enPassengers, true, false);
i18n.addResourceBundle('sw', 'translation', swPassengers, true, false);
