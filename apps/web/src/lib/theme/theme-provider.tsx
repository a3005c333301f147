import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  applyThemeModeToDocument,
  getInitialThemeMode,
  getStoredThemeMode,
  getSystemThemeMode,
  storeThemeMode,
  type ThemeMode,
  watchSystemThemeMode,
} from './theme';
import { ThemeContext, type ThemeContextValue } from './theme-context';

/**
 * Holds the light/dark mode. Until the visitor uses the toggle, the mode follows the operating
 * system (`prefers-color-scheme`), also when it changes while the page is open.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(getInitialThemeMode);

  useLayoutEffect(() => {
    applyThemeModeToDocument(mode);
  }, [mode]);

  useEffect(() => {
    if (getStoredThemeMode()) {
      return;
    }
    // The system may have switched since the first render: on a slow phone that render takes a
    // while, and a change before this point would never be heard.
    setModeState(getSystemThemeMode());
    return watchSystemThemeMode((systemMode) => {
      if (!getStoredThemeMode()) {
        setModeState(systemMode);
      }
    });
  }, []);

  const setMode = useCallback((next: ThemeMode) => {
    storeThemeMode(next);
    setModeState(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      mode,
      setMode,
      toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark'),
    }),
    [mode, setMode],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
