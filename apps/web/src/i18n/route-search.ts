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

type JourneyMessageName = keyof typeof enRouteSearch.routeSearch.journeys.messages;

/** A message with one value in it ("No matatu … reaches {{place}} yet"): its two ends. */
function messageFrame(name: JourneyMessageName) {
  const text = enRouteSearch.routeSearch.journeys.messages[name];
  const match = /^(.*){{(?:place|max)}}(.*)$/.exec(text);
  return match ? { before: match[1] ?? '', after: match[2] ?? '' } : null;
}

const journeyMessages = (
  Object.keys(enRouteSearch.routeSearch.journeys.messages) as JourneyMessageName[]
).map((name) => ({
  name,
  text: enRouteSearch.routeSearch.journeys.messages[name],
  frame: messageFrame(name),
}));

/**
 * The planner's messages (its empty answer's `message`, a refused field) in the current
 * language: the route search's messages, then the planner's own, some with a place or a number
 * in them; anything else as it is.
 */
export function translateJourneyMessage(t: TFunction, text: string): string {
  if (nameByText.has(text)) {
    return translateSearchMessage(t, text);
  }
  for (const { name, text: known, frame } of journeyMessages) {
    if (known === text) {
      return t(`routeSearch.journeys.messages.${name}`);
    }
    if (
      frame &&
      text.length > frame.before.length + frame.after.length &&
      text.startsWith(frame.before) &&
      text.endsWith(frame.after)
    ) {
      const value = text.slice(frame.before.length, text.length - frame.after.length);
      // Each of these messages holds one value: a place (`place`) or a number (`max`).
      return t(`routeSearch.journeys.messages.${name}`, { place: value, max: value });
    }
  }
  return text;
}
