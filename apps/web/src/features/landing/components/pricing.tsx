// The zod-free entry point, so the landing page does not download the schemas.
import { formatAmount, PLANS } from '@foleni/contract/plans';
import { useTranslation } from 'react-i18next';
import { LandingSection, SectionHeading } from '@/components/layouts/landing-section';
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
    <LandingSection titleId="pricing-title" anchor={landingSections.pricing}>
      <SectionHeading title={t('landing.pricing.title')} lead={t('landing.pricing.subtitle')} />
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
    </LandingSection>
  );
}
