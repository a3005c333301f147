import type { RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import type { DashboardPageKey, DashboardRouteHandle } from '@/features/dashboard/pages';
import { lazyRoute, type RouteModule } from './lazy-route';

/**
 * The signed-in pages (spec §2's protected routes and the sidebar's extra paths) in the dashboard
 * shell. Each route names its page; features/dashboard/pages.ts says who may open it.
 */
export function dashboardRoutes(): RouteObject {
  const page = (
    path: string,
    dashboardPage: DashboardPageKey,
    load: () => Promise<RouteModule>,
  ): RouteObject => ({
    path,
    handle: { dashboardPage } satisfies DashboardRouteHandle,
    lazy: lazyRoute(load),
  });
  const d = paths.dashboard;
  return {
    lazy: lazyRoute(() => import('./routes/dashboard/layout')),
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      page(d.home.path, 'home', () => import('./routes/dashboard/home')),
      page(d.profile.path, 'profile', () => import('./routes/dashboard/profile')),
      page(paths.profile.path, 'profile', () => import('./routes/dashboard/profile')),
      page(paths.settings.path, 'settings', () => import('./routes/dashboard/settings')),
      page(d.users.path, 'users', () => import('./routes/dashboard/users')),
      page(d.members.path, 'members', () => import('./routes/dashboard/members')),
      page(d.saccos.path, 'saccos', () => import('./routes/dashboard/saccos')),
      page(d.drivers.path, 'drivers', () => import('./routes/dashboard/drivers')),
      page(d.owners.path, 'owners', () => import('./routes/dashboard/owners')),
      page(d.inviteOwner.path, 'inviteOwner', () => import('./routes/dashboard/invite-owner')),
      page(d.queue.path, 'queue', () => import('./routes/dashboard/queue')),
      page(d.newQueue.path, 'newQueue', () => import('./routes/dashboard/queue-new')),
      page(d.bookings.path, 'bookings', () => import('./routes/dashboard/bookings')),
      page(d.payments.path, 'payments', () => import('./routes/dashboard/payments')),
      page(d.routes.path, 'routes', () => import('./routes/dashboard/routes')),
      page(d.route.path, 'route', () => import('./routes/dashboard/route')),
      page(d.editRoute.path, 'editRoute', () => import('./routes/dashboard/route-form')),
      page(d.newRoute.path, 'newRoute', () => import('./routes/dashboard/route-form')),
      page(d.newRouteLegacy.path, 'newRoute', () => import('./routes/dashboard/route-form')),
      page(d.routePricing.path, 'routePricing', () => import('./routes/dashboard/route-pricing')),
      page(
        d.routePricingLegacy.path,
        'routePricing',
        () => import('./routes/dashboard/route-pricing'),
      ),
      page(d.regions.path, 'regions', () => import('./routes/dashboard/regions')),
      page(d.region.path, 'region', () => import('./routes/dashboard/region')),
      page(d.editRegion.path, 'editRegion', () => import('./routes/dashboard/region-form')),
      page(d.newRegion.path, 'newRegion', () => import('./routes/dashboard/region-form')),
      page(d.newRegionFromMenu.path, 'newRegion', () => import('./routes/dashboard/region-form')),
      page(d.places.path, 'places', () => import('./routes/dashboard/places')),
      page(d.stations.path, 'stations', () => import('./routes/dashboard/stations')),
      page(d.station.path, 'station', () => import('./routes/dashboard/station')),
      page(d.editStation.path, 'editStation', () => import('./routes/dashboard/station-form')),
      page(d.newStation.path, 'newStation', () => import('./routes/dashboard/station-form')),
      page(d.viewStation.path, 'station', () => import('./routes/dashboard/station')),
      page(d.vehicles.path, 'vehicles', () => import('./routes/dashboard/vehicles')),
      page(d.newVehicle.path, 'newVehicle', () => import('./routes/dashboard/new-vehicle')),
      page(d.vehicle.path, 'vehicle', () => import('./routes/dashboard/vehicle')),
      page(d.editVehicle.path, 'editVehicle', () => import('./routes/dashboard/edit-vehicle')),
      page(d.complaints.path, 'complaints', () => import('./routes/dashboard/complaints')),
      page(d.newComplaint.path, 'newComplaint', () => import('./routes/dashboard/new-complaint')),
      page(d.complaint.path, 'complaint', () => import('./routes/dashboard/complaint')),
    ],
  };
}
