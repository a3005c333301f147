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
import { sw } from './locales/sw';

/** Both languages ship in the bundle: switching never waits for the network. */
export const resources = {
  en: { translation: en },
  sw: { translation: sw },
} as const;

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: detectInitialLanguage(),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false, // resources are bundled, so the first render already has its texts
  returnNull: false,
});

export function getCurrentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** Switches the interface language and remembers the choice (localStorage `foleni.language`). */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
