import { createContext, useContext } from 'react';
import type { ThemeMode } from './theme';

export type ThemeContextValue = {
  mode: ThemeMode;
  /** Switches mode and remembers the choice (localStorage `foleni.theme`). */
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
};

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useThemeMode(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) {
    throw new Error('useThemeMode must be used inside <ThemeProvider>');
  }
  return value;
}
