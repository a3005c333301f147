// The zod-free entry point, so the landing page does not download the schemas.
import { STATIC_STATS } from '@foleni/contract/constants';
import { useTranslation } from 'react-i18next';
import section from '@/components/layouts/landing-section.module.css';
import styles from './landing.module.css';

type StatLabel = (typeof STATIC_STATS)[number]['label'];

/** The translation of each figure's label; a new or renamed figure is a type error here. */
const labelKeys = {
  'vehicles queued': 'landing.stats.vehicles',
  Saccos: 'landing.stats.saccos',
  'drivers and conductors': 'landing.stats.drivers',
  stations: 'landing.stats.stations',
} as const satisfies Record<StatLabel, string>;

/** Foleni's figures (spec §9: static text, not live counts). */
export function Stats() {
  const { t } = useTranslation();
  return (
    <section className={styles.statsBand} aria-label={t('landing.stats.label')}>
      <div className={section.container}>
        <dl className={styles.stats}>
          {STATIC_STATS.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{t(labelKeys[stat.label])}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
