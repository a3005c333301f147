import '@/i18n/account';
import { ArrowLeftOutlined, ToolOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import type { UpcomingDashboardPageKey } from '../pages';
import styles from './upcoming-page.module.css';

/** A dashboard page that a later release builds: its name, and a clear "being built" note. */
export function UpcomingPage({ page }: { page: UpcomingDashboardPageKey }) {
  const { t } = useTranslation();
  const title = t(`dashboard.pages.${page}`);
  usePageTitle(title);

  return (
    <section className={styles.card} aria-labelledby="upcoming-title">
      <span className={styles.icon} aria-hidden="true">
        <ToolOutlined />
      </span>
      <Tag color="gold" className={styles.badge}>
        {t('dashboard.upcoming.badge')}
      </Tag>
      <h1 id="upcoming-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body}>{t('dashboard.upcoming.body')}</p>
      <ButtonLink icon={<ArrowLeftOutlined />} to={paths.dashboard.home.getHref()}>
        {t('dashboard.upcoming.back')}
      </ButtonLink>
    </section>
  );
}
