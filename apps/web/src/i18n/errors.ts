import { i18n } from './index';
import { enErrors } from './locales/errors/en';
import { swErrors } from './locales/errors/sw';

/**
 * Adds the texts of the error codes no page's texts hold (not found, a bad address…), in both
 * languages, wherever the server's errors are shown.
 */
i18n.addResourceBundle('en', 'translation', enErrors, true, false);
i18n.addResourceBundle('sw', 'translation', swErrors, true, false);
