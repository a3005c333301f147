import '@/i18n/account';
import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { SmsPreferences } from '@/features/profile/components/sms-preferences';
import { UssdPinForm } from '@/features/profile/components/ussd-pin-form';
import { useSession } from '@/lib/session';
import styles from './account-pages.module.css';

/** /dashboard/profile and /profile (spec §2): the account, its password, and logout. */
export default function ProfileRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { capabilities } = useCapabilities();
  const { logout, pending } = useLogout();
  if (!user) {
    return null;
  }

  return (
    <>
      <PageMeta title={t('profile.pageTitle')} />
      <PageHeader
        title={t('profile.title')}
        subtitle={user.email}
        extra={
          <Button danger icon={<LogoutOutlined />} loading={pending} onClick={logout}>
            {t('auth.logout')}
          </Button>
        }
      />
      <div className={styles.stack}>
        {user.status === 'pending' ? (
          <Alert type="warning" showIcon title={t('profile.pendingNotice')} />
        ) : null}
        <Card title={t('profile.details')}>
          <ProfileDetails user={user} />
        </Card>
        <Card title={t('ussdPin.title')}>
          <div className={styles.narrow}>
            <UssdPinForm />
          </div>
        </Card>
        {user.status === 'active' ? (
          <Card title={t('sms.title')}>
            <SmsPreferences queueAlerts={capabilities['queue.alerts']} />
          </Card>
        ) : null}
        <Card title={t('password.title')}>
          <div className={styles.narrow}>
            <ChangePasswordForm />
          </div>
        </Card>
      </div>
    </>
  );
}
