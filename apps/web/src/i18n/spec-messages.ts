import type { TFunction } from 'i18next';
import './account';
import { enAccount } from './locales/account/en';

type SpecGroups = typeof enAccount.messages;
export type SpecMessageKey = {
  [G in keyof SpecGroups]: `messages.${G & string}.${keyof SpecGroups[G] & string}`;
}[keyof SpecGroups];

/** English text → its key under `messages`, for texts that arrive as words, not keys. */
const keyByText = new Map<string, SpecMessageKey>();
for (const [group, texts] of Object.entries(enAccount.messages)) {
  for (const [name, text] of Object.entries(texts)) {
    if (!keyByText.has(text)) {
      keyByText.set(text, `messages.${group}.${name}` as SpecMessageKey);
    }
  }
}

/**
 * The contract's validation messages (from the zod schemas) and the server's error answers come
 * as English sentences. This shows them in the current language: a spec text is looked up under
 * `messages` in the locale files; anything else (a text the web app does not know) stays as it is.
 */
export function translateSpecMessage(t: TFunction, text: string): string {
  const key = keyByText.get(text);
  return key ? t(key) : text;
}
