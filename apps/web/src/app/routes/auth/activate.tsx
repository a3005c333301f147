import '@/i18n/account';
import { LoadingOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useActivateAccount } from '@/features/auth/api/activate-account';
import { AuthCard } from '@/features/auth/components/auth-card';
import { refusalText } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';

function Activation({ token }: { token: string }) {
  const { t } = useTranslation();
  const activation = useActivateAccount();

  if (activation.isIdle) {
    return (
      <Result
        icon={<MailOutlined />}
        subTitle={t('auth.activate.confirmBody')}
        extra={
          <Button type="primary" onClick={() => activation.mutate(token)}>
            {t('auth.activate.confirm')}
          </Button>
        }
      />
    );
  }
  if (activation.isPending) {
    return <Result icon={<LoadingOutlined />} title={t('auth.activate.activating')} />;
  }
  if (activation.isError) {
    return (
      <Result
        status="error"
        title={t('auth.activate.failedTitle')}
        subTitle={refusalText(t, activation.error, t('messages.reset.serverError'))}
        extra={
          <ButtonLink type="primary" to={paths.auth.resendActivation.getHref()}>
            {t('auth.activate.resend')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Result
      status="success"
      title={t('auth.activate.doneTitle')}
      subTitle={<span role="status">{problemText(t, activation.data)}</span>}
      extra={
        <ButtonLink type="primary" to={paths.auth.login.getHref()}>
          {t('auth.activate.signIn')}
        </ButtonLink>
      }
    />
  );
}

/**
 * /activate/:token? (spec §2): the activation e-mail links here. With a token the page activates
 * the account when its button is pressed; without one it says where the link is and offers a new
 * one.
 */
export default function ActivateRoute() {
  const { t } = useTranslation();
  const { token } = useParams();

  return (
    <AuthCard pageTitle={t('auth.activate.pageTitle')} title={t('auth.activate.pageTitle')}>
      {token ? (
        <Activation token={token} />
      ) : (
        <Result
          icon={<MailOutlined />}
          subTitle={t('auth.activate.noTokenBody')}
          extra={
            <ButtonLink type="primary" to={paths.auth.resendActivation.getHref()}>
              {t('auth.activate.resend')}
            </ButtonLink>
          }
        />
      )}
    </AuthCard>
  );
}
