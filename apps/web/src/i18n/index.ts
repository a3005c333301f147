import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  detectInitialLanguage,
  isLanguage,
  LANGUAGES,
  type Language,
  storeLanguage,
} from './language';
import { en } from './locales/en';

export const i18n = i18next.createInstance();

if (typeof document !== 'undefined') {
  // (Prerendering, scripts/prerender.mjs, runs this module in Node: no document there.)
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  // English first: `i18nReady` switches to the visitor's language once its texts are there.
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false, // the texts are here already, so the first render has them
  returnNull: false,
});

let swahiliLoaded: Promise<void> | null = null;

/**
 * The first page's Kiswahili texts download only for a visitor who reads Kiswahili (the texts of
 * other pages come with their code, in both languages: i18n/<area>.ts). If the download fails,
 * English shows (the fallback) and the next switch tries again.
 */
function loadSwahili(): Promise<void> {
  swahiliLoaded ??= import('./locales/sw').then(
    ({ sw }) => {
      i18n.addResourceBundle('sw', 'translation', sw, true, false);
    },
    () => {
      swahiliLoaded = null;
    },
  );
  return swahiliLoaded;
}

async function switchLanguage(language: Language): Promise<void> {
  if (language === 'sw') {
    await loadSwahili();
  }
  await i18n.changeLanguage(language);
}

/**
 * Resolves once the first render's texts are there: at once in English, in Kiswahili once its
 * texts have downloaded (main.tsx waits for it).
 */
export const i18nReady: Promise<void> = switchLanguage(detectInitialLanguage());

export function getCurrentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** Switches the interface language and remembers the choice (localStorage `foleni.language`). */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await switchLanguage(language);
}
