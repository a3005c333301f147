import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
    <section
      id={landingSections.findStation}
      className={`${styles.section} ${styles.anchor}`}
      aria-labelledby="find-station-title"
    >
      <div className={styles.container}>
        <div className={styles.findPanel}>
          <h2 id="find-station-title" className={styles.sectionTitle}>
            {t('landing.findStation.title')}
          </h2>
          <p className={styles.sectionLead}>{t('landing.findStation.body')}</p>
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
      </div>
    </section>
  );
}
