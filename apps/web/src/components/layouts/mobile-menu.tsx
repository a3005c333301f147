import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CloseIcon } from '@/components/ui/icons';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { PlainButton } from '@/components/ui/plain-button';
import { RouteSearchBox } from '@/components/ui/route-search-box';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { AccountButton } from './account-button';
import styles from './mobile-menu.module.css';
import { headerLinks } from './nav-links';

type MobileMenuProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * The header's contents on narrow screens, in a drawer from the right: a modal <dialog>, which
 * keeps the focus inside and closes on Escape by itself, in the look of antd's Drawer without
 * its code (on a phone it would join every first visit).
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) {
      element?.showModal();
    } else if (!open && element?.open) {
      element.close();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: from the keyboard, Escape and the close button close it
    <dialog
      ref={dialog}
      id="site-menu"
      className={styles.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      // The panel fills the dialog: a click on the dialog itself is on the dimmed page beside it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <PlainButton
            type="text"
            icon={<CloseIcon />}
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
          />
          <h2 id={titleId} className={styles.title}>
            {t('nav.menuTitle')}
          </h2>
        </header>
        <div className={styles.body}>
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
        </div>
      </div>
    </dialog>
  );
}
