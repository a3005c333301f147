import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { ReloadIcon, WarningIcon } from '@/components/ui/icons';
import { PlainButton } from '@/components/ui/plain-button';
import { StatusScreen } from '@/components/ui/status-screen';
import { paths } from '@/config/paths';

/**
 * Shown when a page fails to render or its code fails to download (e.g. after a new release
 * replaced the files; reloading fetches the current release). Part of the first bundle, so it
 * works when nothing else can be downloaded.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusScreen
      role="alert"
      icon={<WarningIcon />}
      title={t('error.title')}
      body={t('error.subtitle')}
      actions={
        <>
          <PlainButton
            type="primary"
            icon={<ReloadIcon />}
            onClick={() => window.location.reload()}
          >
            {t('error.reload')}
          </PlainButton>
          <ButtonLink to={paths.home.getHref()}>{t('common.goHome')}</ButtonLink>
        </>
      }
    />
  );
}
