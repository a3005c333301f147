import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useMemo } from 'react';
import {
  type ActionFunction,
  createBrowserRouter,
  type LoaderFunction,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import type { UpcomingPageKey } from './routes/upcoming';

/**
 * What a lazy route module exports: its page as `default`, and optionally a `clientLoader` /
 * `clientAction` factory that gets the query client (to prefetch with the same query options the
 * page uses, so data and code download in parallel).
 */
type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  clientAction?: (queryClient: QueryClient) => ActionFunction;
};

function lazyRoute(load: () => Promise<RouteModule>, queryClient: QueryClient) {
  return async () => {
    const { default: Component, clientLoader, clientAction } = await load();
    return {
      Component,
      loader: clientLoader?.(queryClient),
      action: clientAction?.(queryClient),
    };
  };
}

/** Pages of spec §2 linked from the header and footer that later issues build. */
const upcomingPages: { path: string; page: UpcomingPageKey }[] = [
  { path: paths.features.path, page: 'features' },
  { path: paths.stations.path, page: 'stations' },
  { path: paths.about.path, page: 'about' },
  { path: paths.contact.path, page: 'contact' },
  { path: paths.complain.path, page: 'complain' },
  { path: paths.faq.path, page: 'faq' },
  { path: paths.howToUse.path, page: 'howToUse' },
  { path: paths.privacy.path, page: 'privacy' },
  { path: paths.terms.path, page: 'terms' },
];

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.home.path,
      Component: PublicLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          // Errors inside a page, and the first page's download, keep the header and footer
          // around them (the layout renders at once; this route shows the spinner inside it).
          ErrorBoundary: RouteError,
          HydrateFallback: PageSpinner,
          children: [
            { index: true, lazy: lazyRoute(() => import('./routes/landing'), queryClient) },
            {
              path: paths.search.path,
              lazy: lazyRoute(() => import('./routes/search'), queryClient),
            },
            {
              path: paths.auth.login.path,
              lazy: lazyRoute(() => import('./routes/auth/login'), queryClient),
            },
            ...upcomingPages.map(({ path, page }) => ({
              path,
              handle: { upcomingPage: page },
              lazy: lazyRoute(() => import('./routes/upcoming'), queryClient),
            })),
            { path: '*', lazy: lazyRoute(() => import('./routes/not-found'), queryClient) },
          ],
        },
      ],
    },
  ];
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createBrowserRouter(createAppRoutes(queryClient)), [queryClient]);
  return <RouterProvider router={router} />;
}
