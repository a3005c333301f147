import '@/i18n/passengers';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { BookingsTable, isBookingStaff } from '@/features/bookings/components/bookings-table';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { useSession } from '@/lib/session';

/** /dashboard/bookings: admins all; a Sacco its routes'; a station admin its stations'; a driver their vehicle's; anyone else their own. */
export default function BookingsRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const staff = isBookingStaff(user);
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
      <BookingsTable user={user} />
    </>
  );
}
