import '@/i18n/account';
import type { Capabilities } from '@foleni/contract';
import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type DashboardMenuEntry, menuFor } from '../menu';
import styles from './dashboard-shell.module.css';

type MenuItems = NonNullable<MenuProps['items']>;

/** The entry whose link is the current page or the closest page above it. */
function selectedHref(entries: readonly DashboardMenuEntry[], pathname: string): string | null {
  let best: string | null = null;
  const visit = (list: readonly DashboardMenuEntry[]) => {
    for (const entry of list) {
      const href = entry.href;
      if (
        href &&
        (pathname === href || (href !== '/dashboard' && pathname.startsWith(`${href}/`)))
      ) {
        if (!best || href.length > best.length) {
          best = href;
        }
      }
      visit(entry.children ?? []);
    }
  };
  visit(entries);
  return best;
}

function parentOf(entries: readonly DashboardMenuEntry[], href: string | null): string | null {
  const parent = entries.find((entry) => entry.children?.some((child) => child.href === href));
  return parent ? `group:${parent.label}` : null;
}

type SidebarMenuProps = {
  /** What the server says the account may do (GET user/). */
  capabilities: Capabilities;
  /** Called when a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
};

/** The dashboard's navigation: spec §6's items the account may open, links to their pages. */
export function SidebarMenu({ capabilities, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useMemo(() => menuFor(capabilities), [capabilities]);
  const selected = selectedHref(entries, pathname);
  const openGroup = parentOf(entries, selected);

  const toItems = (list: readonly DashboardMenuEntry[]): MenuItems =>
    list.map((entry) => {
      const Icon = entry.icon;
      const icon = Icon ? <Icon key="icon" /> : undefined;
      const label = t(`dashboard.menu.${entry.label}`);
      if (entry.children) {
        return { key: `group:${entry.label}`, icon, label, children: toItems(entry.children) };
      }
      return {
        key: entry.href ?? entry.label,
        icon,
        label: (
          <Link to={entry.href ?? '#'} onClick={onNavigate}>
            {label}
          </Link>
        ),
      };
    });

  return (
    <Menu
      className={styles.menu}
      mode="inline"
      items={toItems(entries)}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={openGroup ? [openGroup] : []}
    />
  );
}
