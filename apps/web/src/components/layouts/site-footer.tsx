import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { paths } from '@/config/paths';
import styles from './site-footer.module.css';

/** Credit for the route and stop data (CC BY 4.0 requires it); kept verbatim, in English. */
export const DATA_ATTRIBUTION =
  'Matatu routes and stops: Digital Matatus (University of Nairobi C4D Lab, Columbia University Center for Sustainable Urban Development, MIT Civic Data Design Lab, Groupshot), 2019 GTFS release, www.digitalmatatus.com. Licensed under CC BY 4.0.';

const footerColumns = [
  {
    key: 'product',
    links: [
      { key: 'features', label: 'nav.features', href: paths.features.getHref() },
      { key: 'stations', label: 'nav.stations', href: paths.stations.getHref() },
      { key: 'pricing', label: 'nav.pricing', href: paths.pricing.getHref() },
      { key: 'about', label: 'nav.about', href: paths.about.getHref() },
    ],
  },
  {
    key: 'help',
    links: [
      { key: 'complain', label: 'footer.complain', href: paths.complain.getHref() },
      { key: 'faq', label: 'footer.faq', href: paths.faq.getHref() },
      { key: 'contact', label: 'footer.contact', href: paths.contact.getHref() },
      { key: 'howToUse', label: 'footer.howToUse', href: paths.howToUse.getHref() },
    ],
  },
  {
    key: 'legal',
    links: [
      { key: 'privacy', label: 'footer.privacy', href: paths.privacy.getHref() },
      { key: 'terms', label: 'footer.terms', href: paths.terms.getHref() },
      { key: 'refundPolicy', label: 'footer.refundPolicy', href: paths.refundPolicy.getHref() },
    ],
  },
] as const;

/** The footer's id: a prerendered page is not painted before it (scripts/prerender.mjs). */
export const SITE_FOOTER_ID = 'site-footer';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <footer id={SITE_FOOTER_ID} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link to={paths.home.getHref()} className={styles.brand} aria-label={t('nav.home')}>
            <BrandLogo />
          </Link>
          <p className={styles.text}>{t('footer.about')}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.key} className={styles.column} aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className={styles.heading}>
              {t(`footer.${column.key}`)}
            </h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link to={link.href} className={styles.link}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p className={styles.credits}>
            <span className={styles.creditsLabel}>{t('footer.dataCredits')}: </span>
            <span lang="en" data-testid="data-attribution">
              {DATA_ATTRIBUTION}
            </span>
          </p>
          <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
