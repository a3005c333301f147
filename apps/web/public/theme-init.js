// Runs before the first paint: applies the saved (or system) theme and the saved language to
// <html> so the page never flashes the wrong colours. Keep the keys and the choices in sync with
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
  if (language !== 'en' && language !== 'sw') {
    const preferred = (navigator.languages || [navigator.language]).map((tag) =>
      tag.split('-')[0].toLowerCase(),
    );
    language = preferred.find((tag) => tag === 'en' || tag === 'sw') || 'en';
  }
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  root.lang = language;
  // Public pages come prerendered in English and light. Anyone else sees the page once the app
  // has drawn it in their language and theme (src/app/prerendered-page.ts), not the other first.
  if (theme !== 'light' || language !== 'en') {
    root.dataset.hidePrerendered = '';
  }
})();
