import { matchPath, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { lazyRoute, lazyRouteWithoutData, type PageModule, type RouteModule } from './lazy-route';
import { RootLayout } from './root-layout';

/**
 * A page whose code downloads when it is first opened. Its path doubles as its route id, which
 * the first render needs to tell the router that the page's loader is not waited for
 * (app/initial-route.ts).
 */
function page(path: string, load: () => Promise<RouteModule>): RouteObject {
  return { id: path, path, lazy: lazyRoute(load) };
}

/** A page that shows no data, so it has no loader either (lazy-route.ts). */
function contentPage(path: string, load: () => Promise<PageModule>): RouteObject {
  return { path, lazy: lazyRouteWithoutData(load) };
}

/** The public network pages (stations, a station, a route) and the content pages of spec §2. */
function publicPageRoutes(): RouteObject[] {
  return [
    page(paths.stations.path, () => import('./routes/stations')),
    page(paths.station.path, () => import('./routes/station')),
    page(paths.route.path, () => import('./routes/route-details')),
    page(paths.complain.path, () => import('./routes/complain')),
    contentPage(paths.features.path, () => import('./routes/pages/features')),
    contentPage(paths.about.path, () => import('./routes/pages/about')),
    contentPage(paths.contact.path, () => import('./routes/pages/contact')),
    contentPage(paths.faq.path, () => import('./routes/pages/faq')),
    contentPage(paths.howToUse.path, () => import('./routes/pages/how-to-use')),
    contentPage(paths.privacy.path, () => import('./routes/pages/privacy')),
    contentPage(paths.terms.path, () => import('./routes/pages/terms')),
    contentPage(paths.refundPolicy.path, () => import('./routes/pages/refund-policy')),
    contentPage(paths.charging.path, () => import('./routes/pages/charging')),
    contentPage(paths.factoryBooking.path, () => import('./routes/pages/factory-booking')),
    contentPage(paths.comingSoon.path, () => import('./routes/pages/commingsoon')),
  ];
}

/** Sign in, sign up, password reset and activation (spec §2), in the public frame. */
function authPageRoutes(): RouteObject[] {
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

/** Whether `pathname` is in the signed-in area (whose routes may not be in the table yet). */
export function isDashboardPath(pathname: string): boolean {
  return dashboardRoots.some((root) => matchPath({ path: root, end: false }, pathname));
}

/**
 * The dashboard's ~40 routes (app/dashboard-routes.tsx) stay out of the landing page's first
 * download: the first navigation into the signed-in area (which until then matches only the 404
 * splat route) adds them under the root route, once.
 */
export function addDashboardRoutes(): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | null = null;
  return async ({ path, patch }) => {
    if (!isDashboardPath(path)) {
      return;
    }
    added ??= import('./dashboard-routes').then(({ dashboardRoutes }) =>
      patch(ROOT_ROUTE_ID, [dashboardRoutes()]),
    );
    await added;
  };
}

/** The public routes under the root route; the dashboard's join them on first use. */
function appRoutes(): RouteObject[] {
  return [
    {
      // A station's live board fills a TV at the stage: no site header or footer around it.
      ...page(paths.stationBoard.path, () => import('./routes/station-board')),
      ErrorBoundary: RouteError,
      HydrateFallback: PageSpinner,
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
            { index: true, lazy: lazyRouteWithoutData(() => import('./routes/landing')) },
            page(paths.search.path, () => import('./routes/search')),
            ...authPageRoutes(),
            ...publicPageRoutes(),
            { path: '*', lazy: lazyRouteWithoutData(() => import('./routes/not-found')) },
          ],
        },
      ],
    },
  ];
}

/**
 * Every route of the app, as fresh objects (the first render resolves the current page's lazy
 * route in place, app/initial-route.ts): the browser's router and the prerendering use the same.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      // Shown on a first visit straight into the dashboard while its route table downloads.
      HydrateFallback: PageSpinner,
      children: appRoutes(),
    },
  ];
}
