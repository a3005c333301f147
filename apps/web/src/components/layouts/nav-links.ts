import { paths } from '@/config/paths';

/**
 * The public header's links (spec §2), shared by the desktop bar and the mobile menu.
 * `section` links scroll to a part of the landing page; `page` links open a page.
 */
export const headerLinks = [
  { key: 'features', kind: 'page', href: paths.features.getHref() },
  { key: 'findStation', kind: 'section', href: paths.findStation.getHref() },
  { key: 'stations', kind: 'page', href: paths.stations.getHref() },
  { key: 'pricing', kind: 'section', href: paths.pricing.getHref() },
  { key: 'about', kind: 'page', href: paths.about.getHref() },
] as const;

export type HeaderLink = (typeof headerLinks)[number];
