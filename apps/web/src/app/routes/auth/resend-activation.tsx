import '@/i18n/account';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResendActivationForm } from '@/features/auth/components/resend-activation-form';
import { useSession } from '@/lib/session';

/** /resend-activation: linked from the Account Not Activated screen (spec §2). */
export default function ResendActivationRoute() {
  const { t } = useTranslation();
  const session = useSession();

  return (
    <AuthCard
      pageTitle={t('auth.resend.pageTitle')}
      title={t('auth.resend.title')}
      subtitle={t('auth.resend.subtitle')}
      footer={<Link to={paths.auth.login.getHref()}>{t('auth.resend.backToLogin')}</Link>}
    >
      <ResendActivationForm initialEmail={session.user?.email} />
    </AuthCard>
  );
}
