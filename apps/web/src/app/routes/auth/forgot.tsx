import '@/i18n/account';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** /forgot (spec §2): asks for a reset link, then goes to /reset (spec §7). */
export default function ForgotRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <AuthCard
      pageTitle={t('auth.forgot.pageTitle')}
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<Link to={paths.auth.login.getHref()}>{t('auth.forgot.backToLogin')}</Link>}
    >
      <ForgotPasswordForm place="page" onSent={() => navigate(paths.auth.reset.getHref())} />
    </AuthCard>
  );
}
