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

export function lazyRoute(load: () => Promise<RouteModule>, queryClient: QueryClient) {
  return async () => {
    const { default: Component, clientLoader, clientAction } = await load();
    return {
      Component,
      loader: clientLoader?.(queryClient),
      action: clientAction?.(queryClient),
    };
  };
}
