import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction } from 'react-router';

/**
 * What a lazy route module exports: its page as `default`, and optionally a `clientLoader` /
 * `clientAction` factory that gets the query client (to prefetch with the same query options the
 * page uses, so data and code download in parallel).
 */
export type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  clientAction?: (queryClient: QueryClient) => ActionFunction;
};

/** A page that shows no data (the landing page, the content pages): its module has only a page. */
export type PageModule = { default: ComponentType };

/**
 * A route whose page downloads when it is first opened, with the app's query cache
 * (lib/query-client.tsx), under which the page renders.
 */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return async () => {
    const [{ default: Page, clientLoader, clientAction }, { queryClient, withQueryClient }] =
      await Promise.all([load(), import('@/lib/query-client')]);
    return {
      Component: withQueryClient(Page),
      loader: clientLoader?.(queryClient),
      action: clientAction?.(queryClient),
    };
  };
}

/**
 * A route whose page shows no data: it downloads without the query cache, which keeps the data
 * layer out of the landing page's first download (the lazy parts that show data bring it along).
 */
export function lazyRouteWithoutData(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await load()).default });
}
