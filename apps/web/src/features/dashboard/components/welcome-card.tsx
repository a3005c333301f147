import '@/i18n/account';
import { SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { User } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { AccountStatusTag } from '@/components/ui/account-status-tag';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from './welcome-card.module.css';

/** The dashboard's home (spec §2 Dashboard): who is signed in, with which role and status. */
export function WelcomeCard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="welcome-title">
      <div className={styles.text}>
        <h1 id="welcome-title" className={styles.title}>
          {t('dashboard.home.greeting', { name: user.firstname || user.name })}
        </h1>
        <p className={styles.intro}>{t('dashboard.home.intro')}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('dashboard.home.role')}</dt>
            <dd data-testid="welcome-role">{t(`account.roles.${user.role}`)}</dd>
          </div>
          <div>
            <dt>{t('dashboard.home.status')}</dt>
            <dd data-testid="welcome-status">
              <AccountStatusTag status={user.status} />
            </dd>
          </div>
          <div>
            <dt>{t('dashboard.home.email')}</dt>
            <dd>{user.email}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.actions}>
        <ButtonLink type="primary" icon={<UserOutlined />} to={paths.dashboard.profile.getHref()}>
          {t('dashboard.home.editProfile')}
        </ButtonLink>
        <ButtonLink icon={<SettingOutlined />} to={paths.settings.getHref()}>
          {t('dashboard.home.settings')}
        </ButtonLink>
      </div>
    </section>
  );
}
