import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createBrowserRouter,
  matchPath,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { lazyRoute, type RouteModule } from './lazy-route';
import { RootLayout } from './root-layout';

/** The public network pages (stations, a station, a route) and the content pages of spec §2. */
function publicPageRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
    path,
    lazy: lazyRoute(load, queryClient),
  });
  return [
    page(paths.stations.path, () => import('./routes/stations')),
    page(paths.station.path, () => import('./routes/station')),
    page(paths.route.path, () => import('./routes/route-details')),
    page(paths.complain.path, () => import('./routes/complain')),
    page(paths.features.path, () => import('./routes/pages/features')),
    page(paths.about.path, () => import('./routes/pages/about')),
    page(paths.contact.path, () => import('./routes/pages/contact')),
    page(paths.faq.path, () => import('./routes/pages/faq')),
    page(paths.howToUse.path, () => import('./routes/pages/how-to-use')),
    page(paths.privacy.path, () => import('./routes/pages/privacy')),
    page(paths.terms.path, () => import('./routes/pages/terms')),
    page(paths.refundPolicy.path, () => import('./routes/pages/refund-policy')),
    page(paths.charging.path, () => import('./routes/pages/charging')),
    page(paths.factoryBooking.path, () => import('./routes/pages/factory-booking')),
    page(paths.comingSoon.path, () => import('./routes/pages/commingsoon')),
  ];
}

/** Sign in, sign up, password reset and activation (spec §2), in the public frame. */
function authPageRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
    path,
    lazy: lazyRoute(load, queryClient),
  });
  return [
    page(paths.auth.login.path, () => import('./routes/auth/login')),
    page(paths.auth.register.path, () => import('./routes/auth/register')),
    page(paths.auth.forgot.path, () => import('./routes/auth/forgot')),
    page(paths.auth.reset.path, () => import('./routes/auth/reset')),
    page(paths.auth.activate.path, () => import('./routes/auth/activate')),
    page(paths.auth.resendActivation.path, () => import('./routes/auth/resend-activation')),
    page(paths.auth.acceptInvite.path, () => import('./routes/auth/accept-invite')),
  ];
}

const ROOT_ROUTE_ID = 'root';

/** Where the signed-in area starts; its route table downloads with its first page. */
const dashboardRoots = [paths.dashboard.home.path, paths.profile.path, paths.settings.path];

/**
 * The dashboard's ~40 routes (app/dashboard-routes.tsx) stay out of the landing page's first
 * download: the first navigation into the signed-in area (which until then matches only the 404
 * splat route) adds them under the root route, once.
 */
function addDashboardRoutes(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | null = null;
  return async ({ path, patch }) => {
    if (!dashboardRoots.some((root) => matchPath({ path: root, end: false }, path))) {
      return;
    }
    added ??= import('./dashboard-routes').then(({ dashboardRoutes }) =>
      patch(ROOT_ROUTE_ID, [dashboardRoutes(queryClient)]),
    );
    await added;
  };
}

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      // A station's live board fills a TV at the stage: no site header or footer around it.
      path: paths.stationBoard.path,
      ErrorBoundary: RouteError,
      HydrateFallback: PageSpinner,
      lazy: lazyRoute(() => import('./routes/station-board'), queryClient),
    },
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
            ...authPageRoutes(queryClient),
            ...publicPageRoutes(queryClient),
            { path: '*', lazy: lazyRoute(() => import('./routes/not-found'), queryClient) },
          ],
        },
      ],
    },
  ];
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(
    () =>
      createBrowserRouter(
        [
          {
            id: ROOT_ROUTE_ID,
            Component: RootLayout,
            // Shown on a first visit straight into the dashboard while its route table downloads.
            HydrateFallback: PageSpinner,
            children: createAppRoutes(queryClient),
          },
        ],
        { patchRoutesOnNavigation: addDashboardRoutes(queryClient) },
      ),
    [queryClient],
  );
  return <RouterProvider router={router} />;
}
