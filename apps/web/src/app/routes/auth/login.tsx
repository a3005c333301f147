import '@/i18n/account';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { useCompleteLogin } from '@/features/auth/hooks/use-complete-login';

/** /login (spec §2). */
export default function LoginRoute() {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin('page');

  return (
    <AuthCard
      pageTitle={t('auth.login.pageTitle')}
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.auth.register.getHref()}>{t('auth.login.createAccount')}</Link>
        </>
      }
    >
      <LoginForm
        place="page"
        onLoggedIn={completeLogin}
        forgotLink={<Link to={paths.auth.forgot.getHref()}>{t('auth.login.forgot')}</Link>}
      />
    </AuthCard>
  );
}
