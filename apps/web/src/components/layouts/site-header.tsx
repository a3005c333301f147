import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { MenuIcon } from '@/components/ui/icons';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { PlainButton } from '@/components/ui/plain-button';
import { RouteSearchBox } from '@/components/ui/route-search-box';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import { AccountButton } from './account-button';
import { MobileMenu } from './mobile-menu';
import { headerLinks } from './nav-links';
import styles from './site-header.module.css';

/**
 * The public header (spec §2). From 1200 px wide everything sits in one bar; below that the
 * links, search and language move into a menu drawer.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu is drawn on its first opening only: until then the page has no copy of its links.
  const [menuUsed, setMenuUsed] = useState(false);

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
          <PlainButton
            className={styles.menuButton}
            type="text"
            icon={<MenuIcon />}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          />
        </div>
      </div>
      {menuUsed ? <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} /> : null}
    </header>
  );
}
