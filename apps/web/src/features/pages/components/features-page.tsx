import '@/i18n/public-pages';
import {
  BellOutlined,
  BuildOutlined,
  DashboardOutlined,
  OrderedListOutlined,
  RobotOutlined,
  ScheduleOutlined,
  SearchOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { PageBody, PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { type FeatureId, featuresContent, type UpcomingFeatureId } from '../content/features';
import styles from './content.module.css';
import { HelpCta } from './help-cta';

const featureIcons: Record<FeatureId, ReactNode> = {
  queue: <OrderedListOutlined />,
  saccoDashboard: <DashboardOutlined />,
  ownerDashboard: <TeamOutlined />,
  stationAdmin: <ScheduleOutlined />,
  notifications: <BellOutlined />,
  routeSearch: <SearchOutlined />,
};

export const upcomingIcons: Record<UpcomingFeatureId, ReactNode> = {
  charging: <ThunderboltOutlined />,
  factory: <BuildOutlined />,
  assistant: <RobotOutlined />,
};

/** Where each coming-soon feature is described in full. */
export const upcomingHrefs: Record<UpcomingFeatureId, string> = {
  charging: paths.charging.getHref(),
  factory: paths.factoryBooking.getHref(),
  assistant: `${paths.comingSoon.getHref()}#assistant`,
};

/** `/features`: everything Foleni does now, then what is coming (spec §1). */
export function FeaturesPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const content = featuresContent[language];

  return (
    <>
      <PageMeta title={content.title} description={content.lead} />
      <PageHeader title={content.title} lead={content.lead} />
      <PageBody>
        <div className={styles.stack}>
          <section aria-labelledby="available-title">
            <h2 id="available-title" className={styles.groupTitle}>
              {content.availableTitle}
            </h2>
            <p className={styles.groupLead}>{content.availableLead}</p>
            <ul className={styles.cardGrid} data-columns="3">
              {content.items.map((feature) => (
                <li key={feature.id} className={styles.card}>
                  <span className={styles.cardIcon} aria-hidden="true">
                    {featureIcons[feature.id]}
                  </span>
                  <h3 className={styles.cardTitle}>{feature.title}</h3>
                  <p className={styles.cardBody}>{feature.body}</p>
                  <ul className={styles.cardList}>
                    {feature.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="soon-title">
            <h2 id="soon-title" className={styles.groupTitle}>
              {content.soonTitle}
            </h2>
            <p className={styles.groupLead}>{content.soonLead}</p>
            <ul className={styles.cardGrid} data-columns="3">
              {content.soonItems.map((feature) => (
                <li key={feature.id} className={styles.card} data-soon="">
                  <div className={styles.cardHead}>
                    <span className={styles.cardIcon} aria-hidden="true">
                      {upcomingIcons[feature.id]}
                    </span>
                    <span className={styles.badge} data-soon="">
                      {t('pages.comingSoon')}
                    </span>
                  </div>
                  <h3 className={styles.cardTitle}>{feature.title}</h3>
                  <p className={styles.cardBody}>{feature.body}</p>
                  <Link to={upcomingHrefs[feature.id]} className={styles.cardLink}>
                    {t('pages.learnMore')} →
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <HelpCta />
        </div>
      </PageBody>
    </>
  );
}
