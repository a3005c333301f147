import '@/i18n/account';
import { MailOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from './guard-screens.module.css';

/** The screen's heading, also the browser tab's title. */
function Title({ children }: { children: string }) {
  return (
    <>
      <PageMeta title={children} />
      <h1 className={styles.title}>{children}</h1>
    </>
  );
}

/** Spec §2: no user on a protected page. 403 'Not Logged In', Go to Login and Reload. */
export function NotLoggedInScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.container}>
      <Result
        status="403"
        title={<Title>{t('messages.guards.notLoggedInTitle')}</Title>}
        subTitle={t('auth.guards.notLoggedInBody')}
        extra={[
          <ButtonLink key="login" type="primary" to={paths.auth.login.getHref()}>
            {t('messages.guards.goToLogin')}
          </ButtonLink>,
          <Button key="reload" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t('messages.guards.reload')}
          </Button>,
        ]}
      />
    </div>
  );
}

/** Spec §2: a pending account on a page that does not allow it, with a way to a new link. */
export function NotActivatedScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.container}>
      <Result
        status="warning"
        icon={<MailOutlined className={styles.icon} />}
        title={<Title>{t('messages.guards.notActivatedTitle')}</Title>}
        subTitle={t('auth.guards.notActivatedBody')}
        extra={
          <Link to={paths.auth.resendActivation.getHref()}>
            {t('auth.guards.resendActivation')}
          </Link>
        }
      />
    </div>
  );
}

/** A suspended account (the server refuses it everything but the profile it cannot reach). */
export function SuspendedScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.container}>
      <Result
        status="error"
        icon={<StopOutlined className={styles.icon} />}
        title={<Title>{t('auth.guards.suspendedTitle')}</Title>}
        subTitle={t('messages.account.suspended')}
      />
    </div>
  );
}

/** Spec §2: a role outside the page's list. 401 'Unauthorized Access' and Return Home. */
export function UnauthorizedScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.container}>
      <Result
        status="403"
        title={<Title>{t('messages.guards.unauthorizedTitle')}</Title>}
        subTitle={t('messages.guards.unauthorizedText')}
        extra={
          <ButtonLink type="primary" to={paths.home.getHref()}>
            {t('messages.guards.returnHome')}
          </ButtonLink>
        }
      />
    </div>
  );
}
