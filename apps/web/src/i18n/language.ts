import { storage } from '@/lib/storage';

/** localStorage key of the chosen language; public/theme-init.js reads it before first paint. */
export const LANGUAGE_STORAGE_KEY = 'foleni.language';

export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

export function storeLanguage(language: Language): void {
  storage.set(LANGUAGE_STORAGE_KEY, language);
}

/**
 * The saved choice, else the browser's first English or Kiswahili preference, else English
 * (public/theme-init.js makes the same choice before the first paint). Prerendering runs in Node
 * and renders English.
 */
export function detectInitialLanguage(): Language {
  if (typeof navigator === 'undefined') {
    return DEFAULT_LANGUAGE;
  }
  const stored = storage.get(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) {
    return stored;
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) {
      return primary;
    }
  }
  return DEFAULT_LANGUAGE;
}
