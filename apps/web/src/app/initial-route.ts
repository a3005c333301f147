import {
  type HydrationState,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
} from 'react-router';
import { isDashboardPath } from './router';

/**
 * Downloads the code of the page at `pathname` and puts it into `routes` in place of its `lazy`
 * (react-router's recipe for a first render that must not wait), so the router starts with the
 * page rather than a spinner that the page then pushes aside.
 *
 * Returns the router's starting state: the page's loader counts as done. Loaders only start a
 * page's queries early and the page asks for its data itself, so the first render shows the
 * page's own loading state at once, the same as the prerendered page's (app/prerender).
 *
 * The dashboard is left alone (undefined): its routes join the table on the router's first
 * navigation, which a starting state would skip.
 */
export async function prepareInitialRoute(
  routes: RouteObject[],
  pathname: string,
): Promise<HydrationState | undefined> {
  if (isDashboardPath(pathname)) {
    return undefined;
  }
  const loaderData: Record<string, null> = {};
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') {
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }
    if (route.loader && route.id) {
      loaderData[route.id] = null;
    }
  }
  return { loaderData };
}

/**
 * How long the first render waits for the page's data at most. Meanwhile the prerendered page
 * stays on screen; past it, the page draws its own loading state and its data when it comes.
 */
const FIRST_DATA_WAIT_MS = 2500;

/**
 * Runs the loaders of the page at `location` (after `prepareInitialRoute`) and waits for them, so
 * the app's first render draws the page with its data. Drawn without it, the page showed its
 * loading state first: grey blocks in place of the route's or station's name, which the server
 * had already written into the prerendered page (apps/server's web/record-pages.ts). The data is
 * usually there already: the page's `Link` header had the browser fetch it with the code.
 */
export async function loadInitialData(
  routes: RouteObject[],
  { pathname, href }: Pick<Location, 'pathname' | 'href'>,
): Promise<void> {
  if (isDashboardPath(pathname)) {
    return;
  }
  const loading = (matchRoutes(routes, pathname) ?? []).map(({ route, params, pathnameBase }) => {
    if (typeof route.loader !== 'function') return undefined;
    const args: LoaderFunctionArgs = {
      params,
      request: new Request(href),
      url: new URL(href),
      pattern: route.path ?? pathnameBase,
      context: undefined,
    };
    return route.loader(args);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
  });
  await Promise.race([Promise.allSettled(loading), timeout]);
  clearTimeout(timer);
}
