/**
 * Adds the stylesheet at `href` ahead of the page's other styles, so theirs win where both style
 * an element equally, and resolves once it has loaded (or failed: the page then shows unstyled
 * components rather than none).
 */
export function loadStylesheet(href: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.insertBefore(link, document.head.querySelector('style, link[rel="stylesheet"]'));
  return loaded;
}
