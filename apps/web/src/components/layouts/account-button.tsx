import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { openAuthModal } from '@/lib/auth-modal';
import { isPlainClick } from '@/lib/plain-click';
import { useSession } from '@/lib/session';

type AccountButtonProps = {
  className?: string;
  size?: 'middle' | 'large';
  block?: boolean;
  /** Sign In opens the Sign In modal (the header); otherwise it goes to the /login page. */
  opensModal?: boolean;
  onClick?: () => void;
};

/**
 * Spec §2: the header shows Sign In or Dashboard depending on login state. While a stored session
 * is being restored it already shows Dashboard. Sign In stays a real link to /login, so opening
 * it in a new tab works; a plain click opens the modal instead.
 */
export function AccountButton({ className, size, block, opensModal, onClick }: AccountButtonProps) {
  const { t } = useTranslation();
  const session = useSession();

  if (session.status !== 'anonymous') {
    return (
      <ButtonLink
        type="primary"
        to={paths.dashboard.home.getHref()}
        className={className}
        size={size}
        block={block}
        onClick={onClick}
      >
        {t('nav.dashboard')}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink
      type="primary"
      to={paths.auth.login.getHref()}
      className={className}
      size={size}
      block={block}
      onClick={(event) => {
        onClick?.();
        if (opensModal && isPlainClick(event)) {
          event.preventDefault();
          openAuthModal('login');
        }
      }}
    >
      {t('nav.signIn')}
    </ButtonLink>
  );
}
