import '@/i18n/account';
import { MailOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/**
 * /reset (spec §2): the page the reset e-mail links to (`?token=`). Without a token it explains
 * where the link is and how to get one.
 */
export default function ResetRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();

  if (!token) {
    return (
      <AuthCard
        pageTitle={t('auth.reset.pageTitle')}
        title={t('auth.reset.noTokenTitle')}
        footer={<Link to={paths.auth.login.getHref()}>{t('auth.forgot.backToLogin')}</Link>}
      >
        <Result
          icon={<MailOutlined />}
          subTitle={t('auth.reset.noTokenBody')}
          extra={
            <ButtonLink type="primary" to={paths.auth.forgot.getHref()}>
              {t('auth.reset.requestLink')}
            </ButtonLink>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      pageTitle={t('auth.reset.pageTitle')}
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
    >
      <ResetPasswordForm
        token={token}
        doneAction={
          <ButtonLink type="primary" to={paths.auth.login.getHref()}>
            {t('auth.reset.signIn')}
          </ButtonLink>
        }
        retryAction={<Link to={paths.auth.forgot.getHref()}>{t('auth.reset.requestLink')}</Link>}
      />
    </AuthCard>
  );
}
