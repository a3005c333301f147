import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { isApiError } from './api-error';

const MAX_RETRIES = 2;

/** A request the server refused (4xx) will be refused again: only retry network and 5xx errors. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

/**
 * The app's one query cache. This module downloads with the first page or part that shows data
 * (app/lazy-route.ts, and the lazy parts of the pages without data: the landing page's popular
 * stations and route search, the Sign In modal), so the landing page's first download carries no
 * data layer. Nothing on the first download imports it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: shouldRetry,
      // Offline, a query still asks once: the service worker may have the answer (public/sw.js).
      // Only its retries wait for the network.
      networkMode: 'offlineFirst',
    },
    mutations: {
      retry: false,
    },
  },
});

/** `Component` (a page, or a lazy part of a page without data) under the app's query cache. */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}
