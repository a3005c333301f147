import { LoginOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

/** /login — accounts do not exist yet; the sign-in issue replaces this page. */
export default function LoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.pageTitle'));

  return (
    <ComingSoon
      icon={<LoginOutlined />}
      title={t('auth.login.title')}
      actions={[
        <ButtonLink key="find" type="primary" to={paths.findStation.getHref()}>
          {t('auth.login.findRoute')}
        </ButtonLink>,
        <ButtonLink key="home" to={paths.home.getHref()}>
          {t('common.goHome')}
        </ButtonLink>,
      ]}
    >
      <p>{t('auth.login.body')}</p>
    </ComingSoon>
  );
}
