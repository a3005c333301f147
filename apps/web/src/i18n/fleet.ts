import { i18n } from './index';
import { enFleet } from './locales/fleet/en';
import { swFleet } from './locales/fleet/sw';
import { addSpecMessages } from './spec-messages';

/**
 * Adds the texts of the fleet and membership pages (vehicles and their wizard, owners, members,
 * drivers and the invitation page) to i18next, in both languages. Every module that shows them
 * imports this file first, so they arrive with that code and stay out of the landing page's first
 * download. The contract's fleet and membership texts become translatable where they arrive as
 * words (schema issues, the server's answers).
 */
i18n.addResourceBundle('en', 'translation', enFleet, true, false);
i18n.addResourceBundle('sw', 'translation', swFleet, true, false);
addSpecMessages(enFleet.messages);
