import type { TFunction } from 'i18next';
import { i18n } from './index';
import { enPassengers } from './locales/passengers/en';
import { numberedPassengerMessage } from './locales/passengers/numbered-messages';
import { swPassengers } from './locales/passengers/sw';
import { translateSearchMessage } from './route-search';
import { addSpecMessages, translateSpecMessage } from './spec-messages';

/**
 * Adds the texts of complaints (the public form and the dashboard pages) and bookings to
 * i18next, in both languages. Every module that shows them imports this file first, so they
 * arrive with that code and stay out of the landing page's first download. The contract's
 * complaint and booking texts become translatable where they arrive as words.
 */
i18n.addResourceBundle('en', 'translation', enPassengers, true, false);
i18n.addResourceBundle('sw', 'translation', swPassengers, true, false);
addSpecMessages(enPassengers.messages);

/**
 * The complaint and booking answers of the server (and the contract's zod issues) arrive as
 * English sentences: a known one is shown in the current language, anything else as it is.
 */
export function translatePassengerMessage(t: TFunction, text: string): string {
  const numbered = numberedPassengerMessage(text);
  if (numbered) {
    // Each numbered key names its own variable; the table pairs them, so the call is untyped.
    const translate = t as unknown as (key: string, values: Record<string, string>) => string;
    return translate(numbered.key, numbered.values);
  }
  const search = translateSearchMessage(t, text);
  return search === text ? translateSpecMessage(t, text) : search;
}
