import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import type {
  DashboardPageKey,
  DashboardRouteHandle,
  UpcomingDashboardPageKey,
} from '@/features/dashboard/pages';
import { lazyRoute, type RouteModule } from './lazy-route';

/**
 * The signed-in pages (spec §2's protected routes and the sidebar's extra paths) in the dashboard
 * shell. Each route names its page; features/dashboard/pages.ts says who may open it.
 */
export function dashboardRoutes(queryClient: QueryClient): RouteObject {
  const page = (
    path: string,
    dashboardPage: DashboardPageKey,
    load: () => Promise<RouteModule>,
  ): RouteObject => ({
    path,
    handle: { dashboardPage } satisfies DashboardRouteHandle,
    lazy: lazyRoute(load, queryClient),
  });
  // Pages later issues build: a "being built" placeholder inside the shell until then.
  const upcoming = (path: string, dashboardPage: UpcomingDashboardPageKey) =>
    page(path, dashboardPage, () => import('./routes/dashboard/upcoming'));
  const d = paths.dashboard;
  return {
    lazy: lazyRoute(() => import('./routes/dashboard/layout'), queryClient),
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      page(d.home.path, 'home', () => import('./routes/dashboard/home')),
      page(d.profile.path, 'profile', () => import('./routes/dashboard/profile')),
      page(paths.profile.path, 'profile', () => import('./routes/dashboard/profile')),
      page(paths.settings.path, 'settings', () => import('./routes/dashboard/settings')),
      page(d.users.path, 'users', () => import('./routes/dashboard/users')),
      upcoming(d.members.path, 'members'),
      upcoming(d.saccos.path, 'saccos'),
      upcoming(d.drivers.path, 'drivers'),
      upcoming(d.owners.path, 'owners'),
      upcoming(d.inviteOwner.path, 'inviteOwner'),
      upcoming(d.queue.path, 'queue'),
      upcoming(d.newQueue.path, 'newQueue'),
      upcoming(d.bookings.path, 'bookings'),
      upcoming(d.routes.path, 'routes'),
      upcoming(d.route.path, 'route'),
      upcoming(d.editRoute.path, 'editRoute'),
      upcoming(d.newRoute.path, 'newRoute'),
      upcoming(d.newRouteLegacy.path, 'newRoute'),
      upcoming(d.routePricing.path, 'routePricing'),
      upcoming(d.routePricingLegacy.path, 'routePricing'),
      upcoming(d.regions.path, 'regions'),
      upcoming(d.region.path, 'region'),
      upcoming(d.editRegion.path, 'editRegion'),
      upcoming(d.newRegion.path, 'newRegion'),
      upcoming(d.newRegionFromMenu.path, 'newRegion'),
      upcoming(d.stations.path, 'stations'),
      upcoming(d.station.path, 'station'),
      upcoming(d.editStation.path, 'editStation'),
      upcoming(d.newStation.path, 'newStation'),
      upcoming(d.viewStation.path, 'station'),
      upcoming(d.vehicles.path, 'vehicles'),
      upcoming(d.newVehicle.path, 'newVehicle'),
      upcoming(d.vehicle.path, 'vehicle'),
      upcoming(d.editVehicle.path, 'editVehicle'),
      upcoming(d.complaints.path, 'complaints'),
      upcoming(d.newComplaint.path, 'newComplaint'),
      upcoming(d.complaint.path, 'complaint'),
    ],
  };
}
