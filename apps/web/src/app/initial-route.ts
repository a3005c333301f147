import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';
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
