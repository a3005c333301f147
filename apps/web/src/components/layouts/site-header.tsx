import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { RouteSearchBox } from '@/components/ui/route-search-box';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import { AccountButton } from './account-button';
import { headerLinks } from './nav-links';
import styles from './site-header.module.css';

/** The drawer (and antd's Drawer) download only on screens narrow enough to need them. */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** Same width as the `min-width: 1200px` rule in site-header.module.css. */
const NARROW_SCREEN = '(max-width: 1199.98px)';

/** On narrow screens, fetch the menu's code once the browser is idle so the first tap is instant. */
function usePreloadMobileMenu() {
  useEffect(() => {
    if (!window.matchMedia(NARROW_SCREEN).matches) {
      return;
    }
    const preload = () => void loadMobileMenu();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1500);
    return () => clearTimeout(id);
  }, []);
}

/**
 * The public header (spec §2). From 1200 px wide everything sits in one bar; below that the
 * links, search and language move into a menu drawer.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  usePreloadMobileMenu();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home.getHref()} className={styles.brand} aria-label={t('nav.home')}>
          <BrandLogo />
        </Link>

        <nav className={styles.desktopNav} aria-label={t('nav.mainNavigation')}>
          {headerLinks.map((link) =>
            link.kind === 'page' ? (
              <NavLink key={link.key} to={link.href} className={styles.navLink}>
                {t(`nav.${link.key}`)}
              </NavLink>
            ) : (
              <Link key={link.key} to={link.href} className={styles.navLink}>
                {t(`nav.${link.key}`)}
              </Link>
            ),
          )}
        </nav>

        <div className={styles.actions}>
          <RouteSearchBox className={styles.search} />
          <ThemeToggle />
          <span className={styles.language}>
            <LanguageSwitch compact />
          </span>
          <AccountButton className={styles.signIn} opensModal />
          <Button
            className={styles.menuButton}
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onPointerEnter={() => void loadMobileMenu()}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          />
        </div>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
