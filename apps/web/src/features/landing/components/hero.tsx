import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import section from '@/components/layouts/landing-section.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from './landing.module.css';
import { QueuePreview } from './queue-preview';

/** What Foleni is, and for whom; `search` is the route search form (spec §2's hero search). */
export function Hero({ search }: { search?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`${section.container} ${styles.heroGrid}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('landing.hero.eyebrow')}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {t('landing.hero.title')}
          </h1>
          <p className={styles.heroLead}>{t('landing.hero.lead')}</p>
          {search}
          <div className={styles.heroActions}>
            <ButtonLink type="primary" size="large" to={paths.findStation.getHref()}>
              {t('landing.hero.findRoute')} <span aria-hidden="true">→</span>
            </ButtonLink>
            <ButtonLink size="large" to={paths.pricing.getHref()}>
              {t('landing.hero.seePricing')}
            </ButtonLink>
          </div>
        </div>
        <QueuePreview />
      </div>
    </section>
  );
}
