import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { RouteSearchBox } from '@/components/ui/route-search-box';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { AccountButton } from './account-button';
import styles from './mobile-menu.module.css';
import { headerLinks } from './nav-links';

/** Width of the mobile menu drawer (spec §9). */
const MENU_WIDTH = 320;

type MobileMenuProps = {
  open: boolean;
  onClose: () => void;
};

/** The header's contents on narrow screens, in a drawer from the right. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id="site-menu"
      open={open}
      onClose={onClose}
      placement="right"
      size={MENU_WIDTH}
      title={t('nav.menuTitle')}
      classNames={{ body: styles.body }}
    >
      <RouteSearchBox size="large" onSearched={onClose} />
      <nav aria-label={t('nav.mainNavigation')}>
        <ul className={styles.links}>
          {headerLinks.map((link) => (
            <li key={link.key}>
              {link.kind === 'page' ? (
                <NavLink to={link.href} className={styles.link} onClick={onClose}>
                  {t(`nav.${link.key}`)}
                </NavLink>
              ) : (
                <Link to={link.href} className={styles.link} onClick={onClose}>
                  {t(`nav.${link.key}`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.settings}>
        <span className={styles.settingLabel}>{t('language.label')}</span>
        <LanguageSwitch />
        <ThemeToggle showLabel />
      </div>
      <AccountButton size="large" block onClick={onClose} />
    </Drawer>
  );
}
