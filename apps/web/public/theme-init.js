// Runs before the first paint: applies the saved (or system) theme and the saved language to
// <html> so the page never flashes the wrong colours. Keep the keys and the choices in sync with
// src/lib/theme/theme.ts and src/i18n/language.ts. Then, on a prerendered page, starts the app.
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

// What the service worker tells this page before the app has started (where an API answer the
// page preloaded came from, public/sw.js) is kept for the app (src/lib/pwa/api-answers.ts): the
// browser hands the worker's messages out once the document is parsed, and on a prerendered page
// the app starts after that.
if ('serviceWorker' in navigator) {
  const messages = [];
  const keep = (event) => messages.push(event.data);
  navigator.serviceWorker.addEventListener('message', keep);
  window.foleniWorkerMessagesBeforeApp = () => {
    navigator.serviceWorker.removeEventListener('message', keep);
    return messages;
  };
}

// A prerendered page names the app's code in <meta name="foleni:app"> instead of loading it
// (scripts/prerender.mjs): the download starts once the page's first contentful paint is on
// screen, so on a slow link it does not take the bandwidth the page's own text and styles need
// first. A page with nothing to show yet (hidden, or drawn by the app in another language or
// theme) starts at once; one that never reports its paint, after PAINT_WAIT_MS.
document.addEventListener(
  'DOMContentLoaded',
  () => {
    const entry = document.querySelector('meta[name="foleni:app"]');
    if (!entry) {
      return;
    }
    const PAINT_WAIT_MS = 2000;
    let started = false;
    const start = () => {
      if (started) {
        return;
      }
      started = true;
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = 'anonymous';
      script.src = entry.content;
      document.head.append(script);
    };
    const nothingToPaint =
      document.visibilityState === 'hidden' ||
      'hidePrerendered' in document.documentElement.dataset ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (nothingToPaint) {
      start();
      return;
    }
    const painted = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        painted.disconnect();
        start();
      }
    });
    painted.observe({ type: 'paint', buffered: true });
    setTimeout(start, PAINT_WAIT_MS);
  },
  { once: true },
);
