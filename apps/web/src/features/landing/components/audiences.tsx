import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingSection, SectionHeading } from '@/components/layouts/landing-section';
import styles from './landing.module.css';

// Inline outline icons: the landing page's first load has no room for icon modules (200 kB budget).
const icon = (path: string) => (
  // Decorative: the card's title says what it is (the wrapper is aria-hidden).
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={path} />
  </svg>
);

const audiences: { key: 'sacco' | 'marshal' | 'driver' | 'passenger'; icon: ReactNode }[] = [
  {
    key: 'sacco',
    icon: icon(
      'M16 20v-2a4 4 0 0 0-8 0v2M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M21 20v-2a3 3 0 0 0-3-3M3 20v-2a3 3 0 0 1 3-3',
    ),
  },
  { key: 'marshal', icon: icon('M5 21V4M5 4h11l-2 4 2 4H5') },
  {
    key: 'driver',
    icon: icon(
      'M4 16V7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9M4 16h16M4 12h16M7 19a1 1 0 1 0 0-2 1 1 0 0 0 0 2M17 19a1 1 0 1 0 0-2 1 1 0 0 0 0 2',
    ),
  },
  {
    key: 'passenger',
    icon: icon(
      'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
    ),
  },
];

/** Who Foleni is for: Saccos, marshals, drivers and conductors, passengers. */
export function Audiences() {
  const { t } = useTranslation();
  return (
    <LandingSection titleId="audiences-title">
      <SectionHeading title={t('landing.audiences.title')} />
      <ul className={styles.cardGrid}>
        {audiences.map(({ key, icon }) => (
          <li key={key} className={styles.card}>
            <span className={styles.cardIcon} aria-hidden="true">
              {icon}
            </span>
            <h3 className={styles.cardTitle}>{t(`landing.audiences.${key}.title`)}</h3>
            <p className={styles.cardBody}>{t(`landing.audiences.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
