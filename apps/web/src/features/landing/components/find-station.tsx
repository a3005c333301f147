import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingSection, SectionHeading } from '@/components/layouts/landing-section';
import { RouteSearchBox } from '@/components/ui/route-search-box';
import link from '@/components/ui/text-link.module.css';
import { landingSections, paths } from '@/config/paths';
import styles from './landing.module.css';

/** A few places from the spec's search cities (§5) as one-tap searches. */
const popularPlaces = ['Nairobi', 'Westlands', 'Thika', 'Rongai', 'Kikuyu', 'Embakasi'];

/** The header's "Find a Station" scrolls here. */
export function FindStation() {
  const { t } = useTranslation();
  return (
    <LandingSection titleId="find-station-title" anchor={landingSections.findStation}>
      <div className={styles.findPanel}>
        <SectionHeading
          title={t('landing.findStation.title')}
          lead={t('landing.findStation.body')}
        />
        <RouteSearchBox
          size="large"
          className={styles.findSearch}
          placeholder={t('landing.findStation.placeholder')}
          buttonText={t('search.submit')}
        />
        <div className={styles.popular}>
          <span className={styles.popularLabel}>{t('landing.findStation.popular')}</span>
          <ul className={styles.popularList}>
            {popularPlaces.map((place) => (
              <li key={place}>
                <Link to={paths.search.getHref(place)} className={styles.chip}>
                  {place}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <Link to={paths.stations.getHref()} className={link.textLink}>
          {t('landing.findStation.browseAll')} →
        </Link>
      </div>
    </LandingSection>
  );
}
