import type { ThemeConfig } from 'antd';
import { theme } from 'antd';
import { storage } from '@/lib/storage';
import darkTokens from './derived-tokens.dark.json';
import lightTokens from './derived-tokens.light.json';

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
 * Text colours that meet WCAG AA (4.5:1) on every background antd draws text on: the container
 * (white / #141414), the page (#f5f5f5 / #000), the raised and filled greys, and the light tints
 * behind tags, alerts and selected items. antd's own greys and status colours are made for icons
 * and fills and fall short as text (its tertiary grey is 3.4:1 on white, a placeholder 1.8:1, a
 * success tag 2.2:1), so every text colour is set here, once, per mode. Ratios are on white or
 * #141414 unless said otherwise.
 */
const textColors = {
  light: {
    /** antd: rgba(0,0,0,0.45), 3.4:1. Now 4.9:1; 4.6:1 on the hover tint of a selected item. */
    tertiary: 'rgba(0, 0, 0, 0.56)',
    /** antd: #52c41a, 2.3:1. antd's green-8: 5.6:1, 5.4:1 on the success tint. */
    success: '#237804',
    /** antd: #faad14, 1.9:1. 5.1:1, 4.8:1 on the warning and orange tints. */
    warning: '#9e5f00',
    /** antd: #1677ff, 4.1:1. antd's blue-7: 6.2:1, 5.5:1 on the info tint. */
    info: '#0958d9',
  },
  dark: {
    /** antd: rgba(255,255,255,0.45), 4.2:1 on raised greys. Now 5.6:1; 4.8:1 on #303030. */
    tertiary: 'rgba(255, 255, 255, 0.52)',
    /** antd: #1668dc, 3.6:1. 6.2:1, 5.5:1 on #1f1f1f. */
    info: '#4096ff',
    /** Links and green text; the buttons' darker green is too dim for text (2.9:1). 8.3:1. */
    primary: '#3cc48f',
    primaryHover: '#62d4a6',
    primaryActive: '#2aa878',
  },
} as const;

/**
 * The light mode's error red. antd's #ff4d4f is 3.3:1 on white, and so is white on it (danger
 * buttons); this is 5.2:1 both ways and 4.8:1 on the error tint. As a seed, antd derives the
 * error tints and hovers from it.
 */
const errorRed = '#d32029';

/** antd's tag text colours (shade 7 of a palette on shade 1) that fall short in light mode. */
const lightTagText = {
  /** 3.4:1 → antd's green-8, 5.4:1. */
  green7: textColors.light.success,
  /** 2.8:1 → 4.9:1. */
  gold7: textColors.light.warning,
  /** 3.3:1 → antd's orange-8, 5.1:1. */
  orange7: '#ad4e00',
  /** 3.4:1 → antd's cyan-8, 5.8:1. */
  cyan7: '#006d75',
  /** 4.4:1 → antd's volcano-8, 6.4:1. */
  volcano7: '#ad2102',
};

type ModeTheme = Pick<ThemeConfig, 'token' | 'components'>;

/**
 * Overrides per mode. antd derives a greyish light tint from our green, so the light
 * `colorPrimaryBg` is set by hand. Placeholders take the tertiary grey: antd's are as pale as
 * disabled text. Status colours stay antd's bright ones for icons and fills; where antd writes
 * text in them (tags, form messages, Typography) the components get the text colours. A date
 * picker draws the days of the next and previous months, which can be picked, in the disabled
 * grey: they get the tertiary one (days that cannot be picked keep their grey background).
 */
const modeThemes: Record<ThemeMode, ModeTheme> = {
  light: {
    token: {
      colorLink: brandColors.primary,
      // antd's hover of our green (#258a67) carries white text at 4.3:1; this one 4.7:1.
      colorPrimaryHover: '#1a8461',
      colorPrimaryBg: '#e6f4ee',
      colorPrimaryBgHover: '#d2ebdf',
      colorTextTertiary: textColors.light.tertiary,
      colorTextPlaceholder: textColors.light.tertiary,
      colorError: errorRed,
      colorSuccessText: textColors.light.success,
      colorWarningText: textColors.light.warning,
      colorInfoText: textColors.light.info,
    },
    components: {
      Tag: {
        colorSuccess: textColors.light.success,
        colorWarning: textColors.light.warning,
        colorInfo: textColors.light.info,
        ...lightTagText,
      },
      Form: {
        colorSuccess: textColors.light.success,
        colorWarning: textColors.light.warning,
      },
      Typography: { colorSuccess: textColors.light.success },
      DatePicker: { colorTextDisabled: textColors.light.tertiary },
    },
  },
  dark: {
    token: {
      colorLink: textColors.dark.primary,
      colorLinkHover: textColors.dark.primaryHover,
      colorLinkActive: textColors.dark.primaryActive,
      colorPrimaryText: textColors.dark.primary,
      colorPrimaryTextHover: textColors.dark.primaryHover,
      colorPrimaryTextActive: textColors.dark.primaryActive,
      colorTextTertiary: textColors.dark.tertiary,
      colorTextPlaceholder: textColors.dark.tertiary,
      // antd's dark error red (#dc4446) is 4.4:1 on #141414, 3.9:1 on raised greys; this seed
      // gives #dc6966: 5.5:1, 4.9:1, 4.9:1 on the error tint.
      colorError: '#ff7875',
      colorInfoText: textColors.dark.info,
    },
    components: {
      DatePicker: { colorTextDisabled: textColors.dark.tertiary },
      // Where antd writes text in the primary green: the selected menu item (2.1:1 on its
      // tint) and its group, tabs, the current page number.
      Menu: {
        itemSelectedColor: textColors.dark.primary,
        subMenuItemSelectedColor: textColors.dark.primary,
        horizontalItemSelectedColor: textColors.dark.primary,
        horizontalItemHoverColor: textColors.dark.primaryHover,
      },
      Tabs: {
        itemSelectedColor: textColors.dark.primary,
        itemHoverColor: textColors.dark.primaryHover,
        itemActiveColor: textColors.dark.primaryActive,
      },
      Pagination: {
        itemActiveColor: textColors.dark.primary,
        itemActiveColorHover: textColors.dark.primaryHover,
      },
      // A default button's text turns green on hover. White on the lighter error red is 3.4:1:
      // solid danger buttons get dark text (5.7:1); a count badge keeps white, on the light
      // mode's red (5.2:1).
      Button: {
        defaultHoverColor: textColors.dark.primaryHover,
        defaultActiveColor: textColors.dark.primaryActive,
        dangerColor: 'rgba(0, 0, 0, 0.88)',
      },
      Badge: { colorError: errorRed },
      Tag: {
        colorInfo: textColors.dark.info,
        // antd's dark purple-7 is 3.4:1 on its tint; purple-8 5.7:1.
        purple7: '#ab7ae0',
      },
    },
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
    algorithm: derivedTokens[mode],
    cssVar: { key: THEME_CSS_VAR_CLASS },
    token: themeSeed(mode, reducedMotion),
    components: modeThemes[mode].components,
  };
}

/** What this app sets of antd's design tokens, for a mode (antd adds its defaults). */
export function themeSeed(mode: ThemeMode, reducedMotion = false): ThemeConfig['token'] {
  return {
    colorPrimary: brandColors.primary,
    borderRadius: 8,
    motion: !reducedMotion,
    ...modeThemes[mode].token,
  };
}

/** antd's algorithm for a mode: from the seed tokens to the whole palette and scale. */
export const antdAlgorithms = {
  light: theme.defaultAlgorithm,
  dark: theme.darkAlgorithm,
} as const;

/**
 * antd derives its palettes and sizes from the seed tokens on every page load, in the render of
 * the first antd component: a 20–25 ms piece of one task on this machine (4× that on a
 * Lighthouse phone), the largest part of it. The result for our seed never changes, so it is
 * derived once, by theme-tokens.test.ts, which also fails when antd or our seed changes until
 * the files are derived anew (`npx vitest run --project web -u src/lib/theme`).
 */
const derivedTokens: Record<ThemeMode, NonNullable<ThemeConfig['algorithm']>> = {
  light: (seed) => ({ ...seed, ...lightTokens }) as ReturnType<typeof theme.defaultAlgorithm>,
  dark: (seed) => ({ ...seed, ...darkTokens }) as ReturnType<typeof theme.darkAlgorithm>,
};
