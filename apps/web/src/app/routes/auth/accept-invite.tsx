import '@/i18n/fleet';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AcceptInviteForm } from '@/features/fleet/components/accept-invite-form';
import { toast } from '@/lib/toast';

/**
 * /accept-invite/:token: the link of an invitation e-mail. The invited owner, driver or conductor
 * chooses a password, then signs in.
 */
export default function AcceptInviteRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();

  return (
    <AuthCard
      pageTitle={t('fleet.accept.pageTitle')}
      title={t('fleet.accept.title')}
      subtitle={t('fleet.accept.subtitle')}
    >
      <AcceptInviteForm
        token={token}
        onAccepted={(message) => {
          toast.success(message);
          navigate(paths.auth.login.getHref());
        }}
        refusedActions={[
          <ButtonLink key="login" type="primary" to={paths.auth.login.getHref()}>
            {t('fleet.accept.signIn')}
          </ButtonLink>,
          <ButtonLink key="home" to={paths.home.getHref()}>
            {t('common.goHome')}
          </ButtonLink>,
        ]}
      />
    </AuthCard>
  );
}
