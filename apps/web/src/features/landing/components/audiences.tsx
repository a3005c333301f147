import { CarOutlined, EnvironmentOutlined, FlagOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

const audiences: { key: 'sacco' | 'marshal' | 'driver' | 'passenger'; icon: ReactNode }[] = [
  { key: 'sacco', icon: <TeamOutlined /> },
  { key: 'marshal', icon: <FlagOutlined /> },
  { key: 'driver', icon: <CarOutlined /> },
  { key: 'passenger', icon: <EnvironmentOutlined /> },
];

/** Who Foleni is for: Saccos, marshals, drivers and conductors, passengers. */
export function Audiences() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="audiences-title">
      <div className={styles.container}>
        <h2 id="audiences-title" className={styles.sectionTitle}>
          {t('landing.audiences.title')}
        </h2>
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
      </div>
    </section>
  );
}
