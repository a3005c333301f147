import type { Language } from '@/i18n/language';

/**
 * Long-form page texts live beside their page rather than in `locales/*.ts`: the locale files
 * ship with the first download, and these pages' words would double the landing page's text.
 * Each page module holds both languages, so switching language never waits for the network.
 */
export type Localized<T> = Readonly<Record<Language, T>>;

/** A paragraph, a bulleted list or numbered steps. */
export type Block =
  | string
  | { readonly list: readonly string[] }
  | { readonly steps: readonly string[] };

export type Section = {
  /** The anchor of the section (`/privacy#rights`); the same in every language. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
};

export type DocumentContent = {
  readonly title: string;
  readonly lead: string;
  /** ISO date of the last change, for legal texts. */
  readonly updated?: string;
  readonly sections: readonly Section[];
};
