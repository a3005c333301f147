import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/i18n/language';
import { useLanguage } from '@/i18n/use-language';
import styles from './language-switch.module.css';
import { PlainButton } from './plain-button';

const shortLabels: Record<Language, string> = { en: 'EN', sw: 'SW' };

/**
 * English / Kiswahili, as two toggle buttons (the pressed one is the current language).
 * `compact` shows EN / SW; the buttons are still named in full for screen readers.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <fieldset className={styles.group} data-block={!compact || undefined}>
      <legend className="visually-hidden">{t('language.label')}</legend>
      {LANGUAGES.map((value) => {
        const name = t(`language.${value}`);
        const current = value === language;
        return (
          <PlainButton
            key={value}
            className={styles.option}
            type={current ? 'primary' : 'default'}
            aria-pressed={current}
            // Language names are written in their own language.
            lang={value}
            title={compact ? name : undefined}
            onClick={() => setLanguage(value)}
          >
            {compact ? (
              <>
                <span aria-hidden="true">{shortLabels[value]}</span>
                <span className="visually-hidden">{name}</span>
              </>
            ) : (
              name
            )}
          </PlainButton>
        );
      })}
    </fieldset>
  );
}
