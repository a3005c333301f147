import { useTranslation } from 'react-i18next';
import { useThemeMode } from '@/lib/theme/theme-context';
import { MoonIcon, SunIcon } from './icons';
import { PlainButton } from './plain-button';

/** Switches between light and dark mode; pressed means dark. */
export function ThemeToggle({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const isDark = mode === 'dark';
  return (
    <PlainButton
      type="text"
      shape={showLabel ? 'default' : 'circle'}
      icon={isDark ? <SunIcon /> : <MoonIcon />}
      aria-label={t('theme.darkMode')}
      aria-pressed={isDark}
      title={isDark ? t('theme.switchToLight') : t('theme.switchToDark')}
      onClick={toggleMode}
    >
      {showLabel ? (isDark ? t('theme.switchToLight') : t('theme.switchToDark')) : null}
    </PlainButton>
  );
}
