import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingSection, SectionHeading } from '@/components/layouts/landing-section';
import link from '@/components/ui/text-link.module.css';
import { paths } from '@/config/paths';
import styles from './landing.module.css';

type FeatureKey =
  | 'queue'
  | 'dashboards'
  | 'stationAdmin'
  | 'notifications'
  | 'routeSearch'
  | 'comingSoon';

// Numbered rather than drawn: icons here would add to the landing page's first download.
const features: FeatureKey[] = [
  'queue',
  'dashboards',
  'stationAdmin',
  'notifications',
  'routeSearch',
  'comingSoon',
];

/** What Foleni does (spec §1), each with a line; the features page has the details. */
export function FeaturesOverview() {
  const { t } = useTranslation();
  return (
    <LandingSection titleId="features-title">
      <SectionHeading title={t('landing.features.title')} lead={t('landing.features.lead')} />
      <ul className={`${styles.cardGrid} ${styles.featureGrid}`}>
        {features.map((key, index) => (
          <li
            key={key}
            className={styles.card}
            data-variant={key === 'comingSoon' ? 'soon' : undefined}
          >
            <span className={styles.cardNumber} aria-hidden="true">
              {key === 'comingSoon' ? '+' : String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.cardTitle}>{t(`landing.features.${key}.title`)}</h3>
            <p className={styles.cardBody}>{t(`landing.features.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <p className={styles.sectionFooter}>
        <Link to={paths.features.getHref()} className={link.textLink}>
          {t('landing.features.seeAll')} →
        </Link>
      </p>
    </LandingSection>
  );
}
