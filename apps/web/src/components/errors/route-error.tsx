import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './route-error.module.css';

/**
 * Shown when a page fails to render or its code fails to download (e.g. after a new release
 * replaced the files; reloading fetches the current release). Part of the first bundle, so it
 * works when nothing else can be downloaded: plain markup rather than antd's Result.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('error.pageTitle'));

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className={styles.container} role="alert">
      <WarningOutlined className={styles.icon} />
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p className={styles.subtitle}>{t('error.subtitle')}</p>
      <div className={styles.actions}>
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
        <ButtonLink to={paths.home.getHref()}>{t('common.goHome')}</ButtonLink>
      </div>
    </div>
  );
}
