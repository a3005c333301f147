import '@/i18n/public-pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ButtonLink } from './button-link';
import { ReloadIcon, SearchIcon, WarningIcon } from './icons';
import { PlainButton } from './plain-button';
import { StatusScreen } from './status-screen';

/** A 404 inside a page (an unknown station or route): says so and offers ways on. */
export function NotFoundState({
  title,
  body,
  actions,
}: {
  title: string;
  body: string;
  actions: ReactNode[];
}) {
  return <StatusScreen icon={<SearchIcon />} title={title} body={body} actions={actions} />;
}

/** The 404 of a station or route page: says so and offers all stations or the home page. */
export function PlaceNotFoundState({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <NotFoundState
      title={title}
      body={body}
      actions={[
        <ButtonLink key="stations" type="primary" to={paths.stations.getHref()}>
          {t('pages.allStations')}
        </ButtonLink>,
        <ButtonLink key="home" to={paths.home.getHref()}>
          {t('common.goHome')}
        </ButtonLink>,
      ]}
    />
  );
}

/** A page whose data failed to load: the spec's message and a retry. */
export function LoadErrorState({
  message,
  onRetry,
  retrying = false,
  actions = [],
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  actions?: ReactNode[];
}) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      role="alert"
      icon={<WarningIcon />}
      title={message}
      body={t('pages.loadFailedHint')}
      actions={[
        <PlainButton
          key="retry"
          type="primary"
          icon={<ReloadIcon />}
          disabled={retrying}
          aria-busy={retrying}
          onClick={onRetry}
        >
          {t('pages.retry')}
        </PlainButton>,
        ...actions,
      ]}
    />
  );
}
