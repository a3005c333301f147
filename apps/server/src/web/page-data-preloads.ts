import { API_BASE_PATH, API_PATHS } from '@foleni/contract/constants';
import { pagePath } from './prerendered-pages';

/**
 * The API answers a page's first view waits for, by page address. The page's code asks for them
 * only once it has arrived and started; told in the page's `Link` header, the browser fetches
 * them alongside the code, and the page draws its data as soon as it runs (on a 3G phone, most
 * of a second sooner). The paths are the web app's own (`API_PATHS`), or the browser would
 * fetch twice.
 */
const PRELOADS: readonly { pattern: RegExp; api: (id: string) => string }[] = [
  { pattern: /^\/routes\/(\d+)$/, api: API_PATHS.route },
  { pattern: /^\/station\/(\d+)$/, api: API_PATHS.station },
  { pattern: /^\/station\/(\d+)\/board$/, api: API_PATHS.stationQueue },
];

/** The `Link` header value for the page at `pathname`, or null when it preloads nothing. */
export function pageDataPreloads(pathname: string): string | null {
  const page = pagePath(pathname);
  for (const { pattern, api } of PRELOADS) {
    const id = pattern.exec(page)?.[1];
    // The app's requests carry its cookies (`credentials: 'include'`): the preload must too.
    if (id)
      return `<${API_BASE_PATH}/${api(id)}>; rel=preload; as=fetch; crossorigin=use-credentials`;
  }
  return null;
}
