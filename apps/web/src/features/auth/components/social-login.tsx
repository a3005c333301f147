import '@/i18n/account';
import { FacebookFilled, GoogleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import styles from './auth-form.module.css';

/** Google and Facebook sign-in: not offered yet (spec §8: 'login coming soon'). */
export function SocialLogin() {
  const { t } = useTranslation();
  const comingSoon = () => toast.info(t('messages.login.socialComingSoon'));
  return (
    <>
      <p className={styles.divider}>{t('auth.login.orContinueWith')}</p>
      <div className={styles.social}>
        <Button icon={<GoogleOutlined />} onClick={comingSoon}>
          {t('auth.login.google')}
        </Button>
        <Button icon={<FacebookFilled />} onClick={comingSoon}>
          {t('auth.login.facebook')}
        </Button>
      </div>
    </>
  );
}
