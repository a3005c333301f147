import '@/i18n/account';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';

/** /register (spec §2): signup as a Sacco or a passenger. */
export default function RegisterRoute() {
  const { t } = useTranslation();

  return (
    <AuthCard
      pageTitle={t('auth.signup.pageTitle')}
      wide
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <>
          {t('auth.signup.haveAccount')}{' '}
          <Link to={paths.auth.login.getHref()}>{t('auth.signup.signIn')}</Link>
        </>
      }
    >
      <SignupForm
        doneActions={[
          <ButtonLink key="login" type="primary" to={paths.auth.login.getHref()}>
            {t('auth.signup.goToLogin')}
          </ButtonLink>,
          <ButtonLink key="resend" to={paths.auth.resendActivation.getHref()}>
            {t('auth.signup.resend')}
          </ButtonLink>,
        ]}
      />
    </AuthCard>
  );
}
