import {
  BranchesOutlined,
  CalendarOutlined,
  CarOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  GlobalOutlined,
  IdcardOutlined,
  MessageOutlined,
  OrderedListOutlined,
  PushpinOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { Capabilities } from '@foleni/contract/capabilities';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { AccountTranslation } from '@/i18n/locales/account/en';
import { canAccess, type DashboardArea } from './access';

type MenuLabel = keyof AccountTranslation['dashboard']['menu'];

export type DashboardMenuEntry = {
  label: MenuLabel;
  area: DashboardArea;
  icon?: ComponentType;
  /** A page link; groups have `children` instead. */
  href?: string;
  children?: readonly DashboardMenuEntry[];
};

/**
 * The sidebar (spec §6). Who sees an entry is access.ts's table; a group shows when the caller
 * has its own area's capability and that of at least one child.
 */
export const DASHBOARD_MENU: readonly DashboardMenuEntry[] = [
  { label: 'home', area: 'home', icon: DashboardOutlined, href: paths.dashboard.home.getHref() },
  {
    label: 'members',
    area: 'members',
    icon: TeamOutlined,
    href: paths.dashboard.members.getHref(),
  },
  {
    label: 'users',
    area: 'users',
    icon: IdcardOutlined,
    children: [
      { label: 'allUsers', area: 'allUsers', href: paths.dashboard.users.getHref() },
      { label: 'saccos', area: 'saccos', href: paths.dashboard.saccos.getHref() },
      { label: 'drivers', area: 'drivers', href: paths.dashboard.drivers.getHref() },
    ],
  },
  {
    label: 'queue',
    area: 'queue',
    icon: OrderedListOutlined,
    href: paths.dashboard.queue.getHref(),
  },
  {
    label: 'vehicles',
    area: 'vehicles',
    icon: CarOutlined,
    children: [
      { label: 'allVehicles', area: 'vehicles', href: paths.dashboard.vehicles.getHref() },
      { label: 'addVehicle', area: 'vehicles', href: paths.dashboard.newVehicle.getHref() },
    ],
  },
  {
    label: 'routes',
    area: 'routes',
    icon: BranchesOutlined,
    children: [
      { label: 'allRoutes', area: 'routes', href: paths.dashboard.routes.getHref() },
      { label: 'addRoute', area: 'routeBuilding', href: paths.dashboard.newRoute.getHref() },
      {
        label: 'routePricing',
        area: 'routeBuilding',
        href: paths.dashboard.routePricing.getHref(),
      },
    ],
  },
  {
    label: 'bookings',
    area: 'bookings',
    icon: CalendarOutlined,
    href: paths.dashboard.bookings.getHref(),
  },
  {
    label: 'payments',
    area: 'payments',
    icon: WalletOutlined,
    href: paths.dashboard.payments.getHref(),
  },
  {
    label: 'stations',
    area: 'stations',
    icon: EnvironmentOutlined,
    href: paths.dashboard.stations.getHref(),
  },
  {
    label: 'regions',
    area: 'regions',
    icon: GlobalOutlined,
    children: [
      { label: 'allRegions', area: 'regions', href: paths.dashboard.regions.getHref() },
      {
        label: 'addRegion',
        area: 'regions',
        href: paths.dashboard.newRegionFromMenu.getHref(),
      },
    ],
  },
  {
    label: 'places',
    area: 'places',
    icon: PushpinOutlined,
    href: paths.dashboard.places.getHref(),
  },
  {
    label: 'complaints',
    area: 'complaints',
    icon: MessageOutlined,
    href: paths.dashboard.complaints.getHref(),
  },
];

/** The entries an account sees, by what the server says it may do (GET user/). */
export function menuFor(
  capabilities: Capabilities,
  entries: readonly DashboardMenuEntry[] = DASHBOARD_MENU,
): DashboardMenuEntry[] {
  return entries.flatMap((entry) => {
    if (!canAccess(capabilities, entry.area)) {
      return [];
    }
    if (!entry.children) {
      return [entry];
    }
    const children = menuFor(capabilities, entry.children);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
