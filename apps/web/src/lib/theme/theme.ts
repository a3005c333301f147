import type { ThemeConfig } from 'antd';
import { theme } from 'antd';
import { storage } from '@/lib/storage';

/** localStorage key of the chosen theme; public/theme-init.js reads it before the first paint. */
export const THEME_STORAGE_KEY = 'foleni.theme';

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the operating system asks for less motion (antd's animations are then turned off). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Calls `onChange` when the operating system's reduced-motion setting changes. */
export function watchReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The mode the visitor picked with the header toggle, if any. */
export function getStoredThemeMode(): ThemeMode | null {
  const stored = storage.get(THEME_STORAGE_KEY);
  return isThemeMode(stored) ? stored : null;
}

export function storeThemeMode(mode: ThemeMode): void {
  storage.set(THEME_STORAGE_KEY, mode);
}

export function getSystemThemeMode(): ThemeMode {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Calls `onChange` when the operating system switches between light and dark. */
export function watchSystemThemeMode(onChange: (mode: ThemeMode) => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** The mode theme-init.js already applied to <html>, so React starts with the same one. */
export function getInitialThemeMode(): ThemeMode {
  const applied = document.documentElement.dataset.theme;
  if (isThemeMode(applied)) {
    return applied;
  }
  return getStoredThemeMode() ?? getSystemThemeMode();
}

/** Mirrors the mode on <html> for CSS (global.css) and tests: `data-theme` and `color-scheme`. */
export function applyThemeModeToDocument(mode: ThemeMode): void {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
}

/**
 * antd writes its design tokens as CSS variables (`--ant-color-text`, …) on elements with this
 * class; <ThemeScope> puts it around the app so our own CSS modules can use them too.
 */
export const THEME_CSS_VAR_CLASS = 'foleni-theme';

/** Foleni's brand colours. */
export const brandColors = {
  primary: '#0e7c5a',
  accent: '#ffc53d',
} as const;

/**
 * Token overrides per mode. antd derives a greyish light tint from our green, so the light
 * `colorPrimaryBg` is set by hand; on a dark background the derived green is too dim for text,
 * so dark mode gets a lighter green for links and primary-coloured text (buttons keep the
 * darker green, which white text reads well on).
 */
const modeTokens: Record<ThemeMode, ThemeConfig['token']> = {
  light: {
    colorLink: brandColors.primary,
    colorPrimaryBg: '#e6f4ee',
    colorPrimaryBgHover: '#d2ebdf',
  },
  dark: {
    colorLink: '#3cc48f',
    colorLinkHover: '#62d4a6',
    colorLinkActive: '#2aa878',
    colorPrimaryText: '#3cc48f',
    colorPrimaryTextHover: '#62d4a6',
    colorPrimaryTextActive: '#2aa878',
  },
};

/**
 * The antd theme for a mode. Page background colours come from antd's algorithms
 * (colorBgLayout: #f5f5f5 light, #000000 dark); src/styles/global.css repeats them for the
 * moment before React renders. With `reducedMotion` menus, drawers and messages appear without
 * animating.
 */
export function getThemeConfig(mode: ThemeMode, reducedMotion = false): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    cssVar: { key: THEME_CSS_VAR_CLASS },
    token: {
      colorPrimary: brandColors.primary,
      borderRadius: 8,
      motion: !reducedMotion,
      ...modeTokens[mode],
    },
  };
}
