import type { TFunction } from 'i18next';
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

type SearchMessageName = keyof typeof enRouteSearch.routeSearch.messages;

const nameByText = new Map<string, SearchMessageName>(
  Object.entries(enRouteSearch.routeSearch.messages).map(([name, text]) => [
    text,
    name as SearchMessageName,
  ]),
);

/**
 * The contract's search messages (zod issues, the server's `message` and `error`) arrive as
 * English sentences: a known one is shown in the current language, anything else as it is.
 */
export function translateSearchMessage(t: TFunction, text: string): string {
  const name = nameByText.get(text);
  return name ? t(`routeSearch.messages.${name}`) : text;
}
