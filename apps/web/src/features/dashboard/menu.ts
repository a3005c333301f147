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

/** The names that are at once a menu label, an area and the area's own page. */
type AreaPage = MenuLabel & DashboardArea & keyof typeof paths.dashboard;

/** A link to an area's own page, labelled with the area's name. */
function areaLink(area: AreaPage, icon?: ComponentType): DashboardMenuEntry {
  const href = paths.dashboard[area].getHref();
  return icon ? { label: area, area, icon, href } : { label: area, area, href };
}

/**
 * The sidebar (spec §6). Who sees an entry is access.ts's table; a group shows when the caller
 * has its own area's capability and that of at least one child.
 */
export const DASHBOARD_MENU: readonly DashboardMenuEntry[] = [
  areaLink('home', DashboardOutlined),
  areaLink('members', TeamOutlined),
  {
    label: 'users',
    area: 'users',
    icon: IdcardOutlined,
    children: [
      { label: 'allUsers', area: 'allUsers', href: paths.dashboard.users.getHref() },
      areaLink('saccos'),
      areaLink('drivers'),
    ],
  },
  areaLink('queue', OrderedListOutlined),
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
  areaLink('bookings', CalendarOutlined),
  areaLink('payments', WalletOutlined),
  areaLink('stations', EnvironmentOutlined),
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
  areaLink('places', PushpinOutlined),
  areaLink('complaints', MessageOutlined),
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
