import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';
import { getAntdLocale } from '@/i18n/antd-locale';
import { useLanguage } from '@/i18n/use-language';
import { getThemeConfig, prefersReducedMotion, watchReducedMotion } from '@/lib/theme/theme';
import { ThemeContext, type ThemeContextValue, useThemeMode } from '@/lib/theme/theme-context';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { ThemeScope } from '@/lib/theme/theme-scope';

/** A long form (a complaint, a route) that is refused brings its first wrong field into view. */
const FORM_CONFIG = { scrollToFirstError: { block: 'center' } } as const;

/**
 * Prerendered pages, and the first render that takes them over, are drawn with motion: the
 * system's reduced-motion setting applies right after (a Node process has no such setting).
 */
const motionWhilePrerendered = () => false;

/**
 * antd's theme (light or dark) and locale, following the header's toggles and the system's
 * reduced-motion setting.
 */
function AntdProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const { language } = useLanguage();
  const reducedMotion = useSyncExternalStore(
    watchReducedMotion,
    prefersReducedMotion,
    motionWhilePrerendered,
  );
  const themeConfig = useMemo(() => getThemeConfig(mode, reducedMotion), [mode, reducedMotion]);
  return (
    // No `tooltip.unique` here: vite.config.ts leaves its provider out of the first download.
    <ConfigProvider theme={themeConfig} locale={getAntdLocale(language)} form={FORM_CONFIG}>
      <ThemeScope>{children}</ThemeScope>
    </ConfigProvider>
  );
}

/** The prerendered pages are light; main.tsx renders anew for a visitor in dark mode. */
const PRERENDERED_THEME: ThemeContextValue = {
  mode: 'light',
  setMode: () => undefined,
  toggleMode: () => undefined,
};

type AppProviderProps = {
  /** Rendering in Node at build time (app/prerender): light, whatever the build machine says. */
  prerendering?: boolean;
  children: ReactNode;
};

/**
 * Everything the app needs around its routes: translations and theme. (The data cache comes with
 * the pages that show data: lib/query-client.tsx.)
 */
export function AppProvider({ prerendering = false, children }: AppProviderProps) {
  const themed = <AntdProvider>{children}</AntdProvider>;
  return (
    <I18nextProvider i18n={i18n}>
      {prerendering ? (
        <ThemeContext value={PRERENDERED_THEME}>{themed}</ThemeContext>
      ) : (
        <ThemeProvider>{themed}</ThemeProvider>
      )}
    </I18nextProvider>
  );
}
