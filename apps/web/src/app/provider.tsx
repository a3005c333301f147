import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';
import { getAntdLocale } from '@/i18n/antd-locale';
import { useLanguage } from '@/i18n/use-language';
import { createQueryClient } from '@/lib/query-client';
import { getThemeConfig, prefersReducedMotion, watchReducedMotion } from '@/lib/theme/theme';
import { useThemeMode } from '@/lib/theme/theme-context';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { ThemeScope } from '@/lib/theme/theme-scope';

/** A long form (a complaint, a route) that is refused brings its first wrong field into view. */
const FORM_CONFIG = { scrollToFirstError: { block: 'center' } } as const;

/**
 * antd's theme (light or dark) and locale, following the header's toggles and the system's
 * reduced-motion setting.
 */
function AntdProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const { language } = useLanguage();
  const reducedMotion = useSyncExternalStore(watchReducedMotion, prefersReducedMotion);
  const themeConfig = useMemo(() => getThemeConfig(mode, reducedMotion), [mode, reducedMotion]);
  return (
    // No `tooltip.unique` here: vite.config.ts leaves its provider out of the first download.
    <ConfigProvider theme={themeConfig} locale={getAntdLocale(language)} form={FORM_CONFIG}>
      <ThemeScope>{children}</ThemeScope>
    </ConfigProvider>
  );
}

/** Everything the app needs around its routes: translations, data cache, theme. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <AntdProvider>{children}</AntdProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
