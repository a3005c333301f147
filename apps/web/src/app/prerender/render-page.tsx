import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import hash from '@emotion/hash';
import type { ComponentType, ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { i18n, i18nReady } from '@/i18n';
import { THEME_CSS_VAR_CLASS } from '@/lib/theme/theme';
import { prepareInitialRoute } from '../initial-route';
import { READ_ONLY_UNTIL_TAKEN_OVER } from '../prerendered-page';
import { AppProvider } from '../provider';
import { createAppRoutes } from '../router';

import type { RecordPage } from './record-pages';

export { SITE_FOOTER_ID } from '@/components/layouts/site-footer';
export { PRERENDERED_PAGES } from './pages';
export { RECORD_PAGES } from './record-pages';

/**
 * Makes the markup's text fields read-only until the app has taken the page over
 * (`endPrerenderedPage` lifts it): what someone typed, or a password manager filled in, before
 * that would be lost, as the form's state in the app starts empty.
 */
function readOnlyFields(body: string): string {
  return body.replace(/<(input|textarea)\b([^>]*)>/g, (tag, name: string, attributes: string) =>
    /\sreadonly\b/i.test(attributes)
      ? tag
      : `<${name} readonly="" ${READ_ONLY_UNTIL_TAKEN_OVER}=""${attributes}>`,
  );
}

/**
 * antd's theme variables (`.foleni-theme{--ant-…}`) come from extractStyle under another key than
 * the one antd looks for in the browser (@ant-design/cssinjs keys them by the token's hash on the
 * server, by a hash of `css-var-<key>` in the browser). Under the server's key the app wrote all
 * 12 kB of them again on every page it took over, and the browser restyled the whole page.
 */
function withBrowserThemeKey(styles: string): string {
  const themeStyle = new RegExp(
    `(<style\\b[^>]*\\bdata-css-hash=")[^"]*("[^>]*>\\.${THEME_CSS_VAR_CLASS}\\{)`,
    'g',
  );
  const found = styles.match(themeStyle)?.length ?? 0;
  if (found !== 1) {
    throw new Error(`${found} <style> elements of antd's theme variables, not one`);
  }
  return styles.replace(themeStyle, `$1${hash(`css-var-${THEME_CSS_VAR_CLASS}`)}$2`);
}

export type RenderedPage = {
  /** The markup inside #root, without the title and description (`head`). */
  body: string;
  /** The page's <title> and <meta name="description">, which React puts first. */
  head: string;
  /** antd's styles for the markup, as <style> elements. */
  styles: string;
};

/**
 * Renders the page at `url` as the browser's first render draws it (app/initial-route.ts): English,
 * light, signed out, its data loading. Run in Node at build time by scripts/prerender.mjs.
 */
export async function renderPage(
  url: string,
  styledAhead: readonly ComponentType[] = [],
): Promise<RenderedPage> {
  const routes = createAppRoutes();
  const { pathname } = new URL(url, 'http://localhost');
  await prepareInitialRoute(routes, pathname);
  // Loaders ask the API, which the build has not; the browser does not wait for them either.
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    route.loader = undefined;
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${url} answered ${context.status} instead of a page`);
  }
  const cache = createCache();
  // One piece: React would otherwise move large parts into a hidden template that an inline
  // script swaps in, which the Content-Security-Policy forbids.
  const options = { progressiveChunkSize: Number.POSITIVE_INFINITY };
  const { prelude } = await prerender(
    <StyleProvider cache={cache}>
      <AppProvider prerendering>
        {/* No hydration script: the Content-Security-Policy forbids inline scripts. */}
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>
    </StyleProvider>,
    options,
  );
  const html = await new Response(prelude).text();
  await renderStylesOf(styledAhead, cache);
  const head = html.match(/^(?:<(?:title|meta)\b[^>]*>(?:[^<]*<\/title>)?)*/)?.[0] ?? '';
  return {
    head,
    body: readOnlyFields(html.slice(head.length)),
    styles: withBrowserThemeKey(extractStyle(cache)),
  };
}

/** Puts the styles of `components` into `cache`, as the page's own markup would; the markup goes. */
async function renderStylesOf(
  components: readonly ComponentType[],
  cache: ReturnType<typeof createCache>,
): Promise<void> {
  if (components.length === 0) return;
  const { prelude } = await prerender(
    <StyleProvider cache={cache}>
      <AppProvider prerendering>
        {components.map((Component) => (
          <Component key={Component.displayName ?? Component.name} />
        ))}
      </AppProvider>
    </StyleProvider>,
  );
  await new Response(prelude).text();
}

/** The markup of a piece of a page, in English, without the page around it. */
async function markupOf(element: ReactElement): Promise<string> {
  await i18nReady;
  const { prelude } = await prerender(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  return new Response(prelude).text();
}

/** A record page's head (title and description) and heading, with the record's `{{field}}`s. */
export async function renderRecordPage(
  page: RecordPage,
): Promise<{ head: string; heading: string }> {
  return { head: await markupOf(page.meta), heading: await markupOf(page.heading) };
}
