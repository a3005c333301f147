import { i18n } from './index';
import { enAccount } from './locales/account/en';
import { swAccount } from './locales/account/sw';

/**
 * Adds the texts of the account pages and the dashboard (both languages) to i18next. Every
 * module that shows them imports this file first, so the texts arrive with that code and stay
 * out of the landing page's first download (its 200 kB budget).
 */
i18n.addResourceBundle('en', 'translation', enAccount, true, false);
i18n.addResourceBundle('sw', 'translation', swAccount, true, false);
