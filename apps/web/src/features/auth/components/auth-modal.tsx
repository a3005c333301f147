import '@/i18n/account';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { type AuthModalMode, closeAuthModal, openAuthModal, useAuthModal } from '@/lib/auth-modal';
import { withQueryClient } from '@/lib/query-client';
import { useCompleteLogin } from '../hooks/use-complete-login';
import styles from './auth-modal.module.css';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

/** A text button that switches the modal to another mode. */
function ModeLink({ mode, children }: { mode: AuthModalMode; children: string }) {
  return (
    <Button type="link" className={styles.modeLink} onClick={() => openAuthModal(mode)}>
      {children}
    </Button>
  );
}

/**
 * The header's Sign In modal (spec §2, §4) in its three modes: login, signup and reset. The same
 * forms as the /login, /register and /forgot pages.
 */
export const AuthModal = withQueryClient(function AuthModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useAuthModal();
  const completeLogin = useCompleteLogin('modal');
  const mode = state.open ? state.mode : 'login';

  return (
    <Modal
      open={state.open}
      onCancel={closeAuthModal}
      footer={null}
      title={t(`auth.modal.${mode}`)}
      width={mode === 'signup' ? 560 : 440}
      destroyOnHidden
      centered
    >
      <div className={styles.body}>
        {mode === 'login' ? (
          <>
            <LoginForm
              place="modal"
              onLoggedIn={(reply) => {
                closeAuthModal();
                completeLogin(reply);
              }}
              forgotLink={<ModeLink mode="reset">{t('auth.login.forgot')}</ModeLink>}
            />
            <p className={styles.switchLine}>
              {t('auth.login.noAccount')}{' '}
              <ModeLink mode="signup">{t('auth.login.createAccount')}</ModeLink>
            </p>
          </>
        ) : null}
        {mode === 'signup' ? (
          <>
            <SignupForm
              doneActions={[
                <Button key="login" type="primary" onClick={() => openAuthModal('login')}>
                  {t('auth.signup.goToLogin')}
                </Button>,
              ]}
            />
            <p className={styles.switchLine}>
              {t('auth.signup.haveAccount')}{' '}
              <ModeLink mode="login">{t('auth.signup.signIn')}</ModeLink>
            </p>
          </>
        ) : null}
        {mode === 'reset' ? (
          <>
            <p className={styles.lead}>{t('auth.forgot.subtitle')}</p>
            <ForgotPasswordForm
              place="modal"
              onSent={() => {
                closeAuthModal();
                navigate(paths.auth.reset.getHref());
              }}
            />
            <p className={styles.switchLine}>
              <ModeLink mode="login">{t('auth.forgot.backToLogin')}</ModeLink>
            </p>
          </>
        ) : null}
      </div>
    </Modal>
  );
});
