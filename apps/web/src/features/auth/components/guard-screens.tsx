import '@/i18n/account';
import { MailOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from './guard-screens.module.css';

type GuardScreenProps = {
  status: ResultProps['status'];
  icon?: ReactNode;
  /** The screen's heading, also the browser tab's title. */
  title: string;
  body: string;
  extra?: ReactNode;
};

/** A page the account may not see, said in the middle of the page with a way on. */
function GuardScreen({ status, icon, title, body, extra }: GuardScreenProps) {
  return (
    <div className={styles.container}>
      <Result
        status={status}
        icon={icon}
        title={
          <>
            <PageMeta title={title} />
            <h1 className={styles.title}>{title}</h1>
          </>
        }
        subTitle={body}
        extra={extra}
      />
    </div>
  );
}

/** Spec §2: no user on a protected page. 403 'Not Logged In', Go to Login and Reload. */
export function NotLoggedInScreen() {
  const { t } = useTranslation();
  return (
    <GuardScreen
      status="403"
      title={t('messages.guards.notLoggedInTitle')}
      body={t('auth.guards.notLoggedInBody')}
      extra={[
        <ButtonLink key="login" type="primary" to={paths.auth.login.getHref()}>
          {t('messages.guards.goToLogin')}
        </ButtonLink>,
        <Button key="reload" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('messages.guards.reload')}
        </Button>,
      ]}
    />
  );
}

/** Spec §2: a pending account on a page that does not allow it, with a way to a new link. */
export function NotActivatedScreen() {
  const { t } = useTranslation();
  return (
    <GuardScreen
      status="warning"
      icon={<MailOutlined className={styles.icon} />}
      title={t('messages.guards.notActivatedTitle')}
      body={t('auth.guards.notActivatedBody')}
      extra={
        <Link to={paths.auth.resendActivation.getHref()}>{t('auth.guards.resendActivation')}</Link>
      }
    />
  );
}

/** A suspended account (the server refuses it everything but the profile it cannot reach). */
export function SuspendedScreen() {
  const { t } = useTranslation();
  return (
    <GuardScreen
      status="error"
      icon={<StopOutlined className={styles.icon} />}
      title={t('auth.guards.suspendedTitle')}
      body={t('messages.account.suspended')}
    />
  );
}

/** Spec §2: a role outside the page's list. 401 'Unauthorized Access' and Return Home. */
export function UnauthorizedScreen() {
  const { t } = useTranslation();
  return (
    <GuardScreen
      status="403"
      title={t('messages.guards.unauthorizedTitle')}
      body={t('messages.guards.unauthorizedText')}
      extra={
        <ButtonLink type="primary" to={paths.home.getHref()}>
          {t('messages.guards.returnHome')}
        </ButtonLink>
      }
    />
  );
}
