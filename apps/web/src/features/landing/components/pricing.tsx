// The zod-free entry point, so the landing page does not download the schemas.
import { formatAmount, PLANS } from '@foleni/contract/plans';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { landingSections, paths } from '@/config/paths';
import styles from './landing.module.css';

/**
 * The header's "Pricing" scrolls here: the three monthly plans (spec §9). Choose opens the plan's
 * payment on the dashboard; a visitor meets the dashboard's sign-in screen first and comes back.
 */
export function Pricing() {
  const { t } = useTranslation();

  return (
    <section
      id={landingSections.pricing}
      className={`${styles.section} ${styles.anchor}`}
      aria-labelledby="pricing-title"
    >
      <div className={styles.container}>
        <h2 id="pricing-title" className={styles.sectionTitle}>
          {t('landing.pricing.title')}
        </h2>
        <p className={styles.sectionLead}>{t('landing.pricing.subtitle')}</p>
        <ul className={styles.planGrid}>
          {PLANS.map((plan) => (
            <li key={plan.id} className={styles.plan}>
              <h3 className={styles.planName}>{t(`landing.pricing.${plan.id}.name`)}</h3>
              <p className={styles.planAudience}>{t(`landing.pricing.${plan.id}.audience`)}</p>
              <p className={styles.planPrice}>
                <span className={styles.planAmount}>
                  {t('landing.pricing.price', { amount: formatAmount(plan.priceKes) })}
                </span>{' '}
                <span className={styles.planPeriod}>{t('landing.pricing.perMonth')}</span>
              </p>
              <ButtonLink
                block
                size="large"
                to={`${paths.dashboard.home.getHref()}?${new URLSearchParams({ plan: plan.id })}`}
              >
                {t('landing.pricing.choose', { plan: t(`landing.pricing.${plan.id}.name`) })}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
