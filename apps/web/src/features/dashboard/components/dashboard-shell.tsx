import '@/i18n/account';
import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Capabilities, User } from '@foleni/contract';
import { MOBILE_DRAWER_WIDTH } from '@foleni/contract/constants';
import { Avatar, Button, Drawer, Dropdown, Grid, Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BrandLogo, BrandMark } from '@/components/ui/brand-logo';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import styles from './dashboard-shell.module.css';
import { SidebarMenu } from './sidebar-menu';

/** Sidebar width (spec §9: 64 units of 4 px) and its collapsed, icons-only width. */
const SIDER_WIDTH = 256;
const SIDER_COLLAPSED_WIDTH = 72;
const COLLAPSED_KEY = 'foleni.sidebarCollapsed';

function initials(user: User): string {
  const letters = [user.firstname, user.lastname]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || user.username.charAt(0).toUpperCase();
}

/** The sidebar's foot (spec §2): the dark-mode toggle and a link to the profile. */
function SidebarFooter({
  user,
  collapsed,
  onNavigate,
}: {
  user: User;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.sidebarFooter} data-collapsed={collapsed || undefined}>
      <ThemeToggle showLabel={!collapsed} />
      <Link
        to={paths.dashboard.profile.getHref()}
        className={styles.profileLink}
        onClick={onNavigate}
        aria-label={collapsed ? t('dashboard.shell.profile') : undefined}
      >
        <Avatar className={styles.avatar} size={36}>
          {initials(user)}
        </Avatar>
        {collapsed ? null : (
          <span className={styles.profileText}>
            <span className={styles.profileName}>{user.name}</span>
            <span className={styles.profileRole}>{t(`account.roles.${user.role}`)}</span>
          </span>
        )}
      </Link>
    </div>
  );
}

type DashboardShellProps = {
  user: User;
  /** What the server says the account may do (GET user/): the menu shows what it may open. */
  capabilities: Capabilities;
  onLogout: () => void;
  /** More buttons in the top bar, before the language switch (the notification bell). */
  topBarActions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every dashboard page (spec §2 "Sidebar"): a collapsible menu on the left on wide
 * screens, a 320 px drawer below 992 px, and a top bar with the account menu.
 */
export function DashboardShell({
  user,
  capabilities,
  onLogout,
  topBarActions,
  children,
}: DashboardShellProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  // Until the first measurement `lg` is undefined: assume a wide screen, like the CSS does.
  const wide = screens.lg ?? true;
  const [collapsed, setCollapsed] = useState(() => storage.get(COLLAPSED_KEY) === 'true');
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggleCollapsed = () => {
    storage.set(COLLAPSED_KEY, String(!collapsed));
    setCollapsed(!collapsed);
  };
  const closeDrawer = () => setDrawerOpen(false);

  const accountItems = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: t('dashboard.shell.profile'),
      onClick: () => navigate(paths.dashboard.profile.getHref()),
    },
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: t('dashboard.shell.settings'),
      onClick: () => navigate(paths.settings.getHref()),
    },
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('auth.logout'),
      danger: true,
      onClick: onLogout,
    },
  ];

  return (
    <Layout className={styles.shell} data-layout="dashboard">
      {wide ? (
        <Layout.Sider
          className={styles.sider}
          theme="light"
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
        >
          <nav className={styles.siderInner} aria-label={t('dashboard.shell.navigation')}>
            <Link
              to={paths.home.getHref()}
              className={styles.brand}
              aria-label={t('dashboard.shell.backToSite')}
            >
              {collapsed ? <BrandMark /> : <BrandLogo />}
            </Link>
            <div className={styles.menuScroll}>
              <SidebarMenu capabilities={capabilities} />
            </div>
            <SidebarFooter user={user} collapsed={collapsed} />
          </nav>
        </Layout.Sider>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={closeDrawer}
          placement="left"
          size={MOBILE_DRAWER_WIDTH}
          title={<BrandLogo />}
          classNames={{ body: styles.drawerBody }}
        >
          <nav className={styles.drawerNav} aria-label={t('dashboard.shell.navigation')}>
            <div className={styles.menuScroll}>
              <SidebarMenu capabilities={capabilities} onNavigate={closeDrawer} />
            </div>
            <SidebarFooter user={user} collapsed={false} onNavigate={closeDrawer} />
          </nav>
        </Drawer>
      )}
      <Layout className={styles.main}>
        <header className={styles.topBar}>
          {wide ? (
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={collapsed ? t('dashboard.shell.expand') : t('dashboard.shell.collapse')}
              aria-expanded={!collapsed}
              onClick={toggleCollapsed}
            />
          ) : (
            <>
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('dashboard.shell.openMenu')}
                onClick={() => setDrawerOpen(true)}
              />
              <Link
                to={paths.home.getHref()}
                className={styles.topBrand}
                aria-label={t('dashboard.shell.backToSite')}
              >
                <BrandMark size={28} />
              </Link>
            </>
          )}
          <div className={styles.topActions}>
            {topBarActions}
            <span className={styles.language}>
              <LanguageSwitch compact />
            </span>
            <Dropdown menu={{ items: accountItems }} trigger={['click']} placement="bottomRight">
              <Button
                type="text"
                className={styles.accountButton}
                aria-label={t('dashboard.shell.accountMenu', { name: user.name })}
              >
                <Avatar className={styles.avatar} size={28}>
                  {initials(user)}
                </Avatar>
                <span className={styles.accountName}>{user.name}</span>
              </Button>
            </Dropdown>
          </div>
        </header>
        <Layout.Content className={styles.content}>
          <div className={styles.contentInner}>{children}</div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
