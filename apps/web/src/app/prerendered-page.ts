import { getCurrentLanguage } from '@/i18n';
import { getSession } from '@/lib/session';

/**
 * The server answers the public pages with markup prerendered at build time (app/prerender):
 * `data-prerendered="page"` on #root for a page as it is, `"template"` for a page whose content
 * depends on its address (a station, a route, search results), drawn in its loading state.
 */
export type PrerenderedKind = 'page' | 'template';

/**
 * Whether React can take the markup over as it is (hydrate): a whole page, drawn as this visitor
 * sees it (English, light, signed out). Else the page is rendered anew in its place.
 */
export function isPrerenderedForVisitor(container: HTMLElement): boolean {
  return (
    container.dataset.prerendered === ('page' satisfies PrerenderedKind) &&
    getCurrentLanguage() === 'en' &&
    document.documentElement.dataset.theme === 'light' &&
    getSession().status === 'anonymous'
  );
}

/**
 * Before a prerendered page is rendered anew: its title and description leave the head, since
 * React adds the page's own and takes over existing ones only when it hydrates.
 */
export function removePrerenderedHead(container: HTMLElement): void {
  if (container.dataset.prerendered) {
    for (const element of document.head.querySelectorAll('title, meta[name="description"]')) {
      element.remove();
    }
  }
}

/**
 * Once the app has drawn the page (hydrated the markup or rendered anew in its place), the marks
 * of the prerendered markup go: public/theme-init.js hid it from a visitor who reads Kiswahili or
 * uses the dark theme (so the English, light page never flashed), and its controls ignored taps
 * until now (styles/global.css).
 */
export function endPrerenderedPage(container: HTMLElement): void {
  delete document.documentElement.dataset.hidePrerendered;
  delete container.dataset.prerendered;
}
