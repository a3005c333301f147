import { useTranslation } from 'react-i18next';
import { changeLanguage } from './index';
import { isLanguage, type Language } from './language';

/** The interface language, and a setter that also remembers the choice. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return {
    language,
    setLanguage: (next) => {
      void changeLanguage(next);
    },
  };
}
