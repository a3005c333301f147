import { getCurrentLanguage } from '@/i18n';
import { getSession } from '@/lib/session';

/**
 * The server answers the public pages with markup prerendered at build time (app/prerender):
 * `data-prerendered="page"` on #root for a page as it is, `"form"` for a page that is a form
 * (the same, but it needs JavaScript to be sent), `"template"` for a page whose content depends
 * on its address (a station, a route, search results), drawn in its loading state.
 */
export type PrerenderedKind = 'page' | 'form' | 'template';

/** Marks the prerendered markup's text fields that are read-only only until the app takes over. */
export const READ_ONLY_UNTIL_TAKEN_OVER = 'data-prerendered-readonly';

/**
 * Whether React can take the markup over as it is (hydrate): a whole page, drawn as this visitor
 * sees it (English, light, signed out). Else the page is rendered anew in its place.
 */
export function isPrerenderedForVisitor(container: HTMLElement): boolean {
  const kind = container.dataset.prerendered as PrerenderedKind | undefined;
  return (
    (kind === 'page' || kind === 'form') &&
    getCurrentLanguage() === 'en' &&
    document.documentElement.dataset.theme === 'light' &&
    getSession().status === 'anonymous'
  );
}

/**
 * The prerendered page's title and description, which must go once the app has drawn the page
 * anew: React adds the page's own, and takes existing ones over only when it hydrates. They stay
 * until then, so the page is never without a title.
 */
export function prerenderedHead(container: HTMLElement): Element[] {
  return container.dataset.prerendered
    ? [...document.head.querySelectorAll('title, meta[name="description"]')]
    : [];
}

/**
 * Once the app has drawn the page (hydrated the markup or rendered anew in its place), the marks
 * of the prerendered markup go: public/theme-init.js hid it from a visitor who reads Kiswahili or
 * uses the dark theme (so the English, light page never flashed), its controls ignored taps
 * until now (styles/global.css) and its text fields took no typing.
 */
export function endPrerenderedPage(container: HTMLElement, staleHead: Element[] = []): void {
  for (const element of staleHead) {
    element.remove();
  }
  delete document.documentElement.dataset.hidePrerendered;
  delete container.dataset.prerendered;
  for (const field of container.querySelectorAll(`[${READ_ONLY_UNTIL_TAKEN_OVER}]`)) {
    field.removeAttribute('readonly');
    field.removeAttribute(READ_ONLY_UNTIL_TAKEN_OVER);
  }
}
