import { HourglassOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import type { Translation } from '@/i18n/locales/en';
import { usePageTitle } from '@/lib/use-page-title';

export type UpcomingPageKey = Exclude<keyof Translation['upcoming']['pages'], 'search'>;

type UpcomingHandle = { upcomingPage: UpcomingPageKey };

function isUpcomingHandle(handle: unknown): handle is UpcomingHandle {
  return typeof handle === 'object' && handle !== null && 'upcomingPage' in handle;
}

/** Placeholder for a public page of spec §2 that a later issue builds (the route sets which). */
export default function UpcomingRoute() {
  const { t } = useTranslation();
  const handle = useMatches().findLast((match) => isUpcomingHandle(match.handle))?.handle;
  const page = isUpcomingHandle(handle) ? handle.upcomingPage : 'complain';
  const title = t(`upcoming.pages.${page}`);
  usePageTitle(title);

  return (
    <ComingSoon
      icon={<HourglassOutlined />}
      title={title}
      actions={[
        <ButtonLink key="home" type="primary" to={paths.home.getHref()}>
          {t('common.goHome')}
        </ButtonLink>,
      ]}
    >
      <p>{t('upcoming.body')}</p>
    </ComingSoon>
  );
}
