import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingSection, SectionHeading } from '@/components/layouts/landing-section';
import { paths } from '@/config/paths';
import { POPULAR_STATION_COUNT } from '../api/popular-stations-count';
import styles from './popular-stations.module.css';
import { StationCardSkeletons } from './station-card-skeleton';

/**
 * The cards and the code that loads them come after the landing page's first render (the section
 * is far below the fold), keeping the data layer out of the first download.
 */
const PopularStationsGrid = lazy(() => import('./popular-stations-grid'));

/** The landing page's busiest stations, live from the API, each linking to its page. */
export function PopularStations() {
  const { t } = useTranslation();
  return (
    <LandingSection titleId="popular-stations-title">
      <div className={styles.header}>
        <div>
          <SectionHeading title={t('stations.popular.title')} lead={t('stations.popular.lead')} />
        </div>
        <Link to={paths.stations.getHref()} className={styles.viewAll}>
          {t('stations.popular.viewAll')} →
        </Link>
      </div>
      <Suspense
        fallback={
          <StationCardSkeletons
            count={POPULAR_STATION_COUNT}
            className={styles.grid}
            label={t('common.loading')}
          />
        }
      >
        <PopularStationsGrid />
      </Suspense>
    </LandingSection>
  );
}
