import '@/i18n/passengers';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { BookingsTable } from '@/features/bookings/components/bookings-table';
import { PageHeader } from '@/features/dashboard/components/page-header';

/** /dashboard/bookings: admins all; a Sacco its routes'; a station admin its stations'; a driver their vehicle's; anyone else their own. */
export default function BookingsRoute() {
  const { t } = useTranslation();
  const staff = useCapabilities().capabilities['booking.manage'];
  return (
    <>
      <PageMeta title={t('bookings.list.pageTitle')} />
      <PageHeader
        title={t('bookings.list.title')}
        subtitle={staff ? t('bookings.list.subtitleStaff') : t('bookings.list.subtitleOwn')}
        extra={
          <ButtonLink icon={<SearchOutlined />} to={paths.search.getHref()}>
            {t('bookings.list.findRoute')}
          </ButtonLink>
        }
      />
      <BookingsTable staff={staff} />
    </>
  );
}
