import type { TFunction } from 'i18next';
import './account';
import { enAccount } from './locales/account/en';

type SpecGroups = typeof enAccount.messages;
export type SpecMessageKey = {
  [G in keyof SpecGroups]: `messages.${G & string}.${keyof SpecGroups[G] & string}`;
}[keyof SpecGroups];

/** English text → its key under `messages`, for texts that arrive as words, not keys. */
const keyByText = new Map<string, SpecMessageKey>();

/**
 * Makes a bundle's spec texts (its `messages` groups, added to i18next under the same keys)
 * translatable; an area's bundle file calls it with its groups when its pages load.
 */
export function addSpecMessages(groups: Record<string, Record<string, string>>): void {
  for (const [group, texts] of Object.entries(groups)) {
    for (const [name, text] of Object.entries(texts)) {
      if (!keyByText.has(text)) {
        keyByText.set(text, `messages.${group}.${name}` as SpecMessageKey);
      }
    }
  }
}

addSpecMessages(enAccount.messages);

/**
 * The contract's validation messages (from the zod schemas) and the server's error answers come
 * as English sentences. This shows them in the current language: a spec text is looked up under
 * `messages` in the locale files; anything else (a text the web app does not know) stays as it is.
 */
export function translateSpecMessage(t: TFunction, text: string): string {
  const key = keyByText.get(text);
  return key ? t(key) : text;
}
