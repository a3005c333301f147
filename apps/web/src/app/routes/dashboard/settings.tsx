import '@/i18n/account';
import { CHANGE_PASSWORD_REDIRECT_MS } from '@foleni/contract/constants';
import { Card, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { useThemeMode } from '@/lib/theme/theme-context';
import styles from './account-pages.module.css';

/** /settings (spec §2): dark mode, language and the password (then / after 3 s, spec §9). */
export default function SettingsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mode, setMode } = useThemeMode();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving) {
      return;
    }
    const timer = setTimeout(() => navigate(paths.home.getHref()), CHANGE_PASSWORD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leaving, navigate]);

  return (
    <>
      <PageMeta title={t('settings.pageTitle')} />
      <PageHeader title={t('settings.title')} />
      <div className={styles.stack}>
        <Card title={t('settings.appearance')}>
          <div className={styles.setting}>
            <div>
              <label htmlFor="dark-mode" className={styles.settingLabel}>
                {t('settings.darkMode')}
              </label>
              <p className={styles.settingHelp}>{t('settings.darkModeHelp')}</p>
            </div>
            <Switch
              id="dark-mode"
              checked={mode === 'dark'}
              onChange={(checked) => setMode(checked ? 'dark' : 'light')}
            />
          </div>
          <div className={styles.setting}>
            <span className={styles.settingLabel}>{t('settings.language')}</span>
            <div className={styles.settingControl}>
              <LanguageSwitch />
            </div>
          </div>
        </Card>
        <Card title={t('password.title')}>
          <div className={styles.narrow}>
            <ChangePasswordForm onChanged={() => setLeaving(true)} />
            {leaving ? (
              <p className={styles.redirecting} role="status">
                {t('password.redirecting')}
              </p>
            ) : null}
          </div>
        </Card>
      </div>
    </>
  );
}
