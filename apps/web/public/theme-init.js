// Runs before the first paint: applies the saved (or system) theme and the saved language to
// <html> so the page never flashes the wrong colours. Keep the keys in sync with
// src/lib/theme/theme.ts and src/i18n/language.ts.
(() => {
  const root = document.documentElement;
  let theme = null;
  let language = null;
  try {
    theme = localStorage.getItem('foleni.theme');
    language = localStorage.getItem('foleni.language');
  } catch {
    // Storage can be blocked (private mode, strict cookie settings): fall back to defaults.
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  if (language === 'en' || language === 'sw') {
    root.lang = language;
  }
})();
