import '@/i18n/passengers';
import { SearchOutlined } from '@ant-design/icons';
import { Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import card from '@/components/ui/dashboard-card.module.css';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { paths } from '@/config/paths';
import { useBookings } from '../api/get-bookings';
import { BookingStatusTag } from './booking-status-tag';
import styles from './my-trips.module.css';

const SHOWN = 3;

/**
 * A passenger's dashboard home: their latest bookings and the way to their full list. Spec §6
 * gives customers no Bookings item in the menu, so this is where they find them.
 */
export function MyTrips() {
  const { t } = useTranslation();
  const bookings = useBookings({ page: 1, pageSize: SHOWN });

  const actions = (
    <Space wrap>
      <ButtonLink icon={<SearchOutlined />} to={paths.search.getHref()}>
        {t('bookings.myTrips.planJourney')}
      </ButtonLink>
      <ButtonLink type="primary" to={paths.dashboard.bookings.getHref()}>
        {t('bookings.myTrips.allBookings')}
      </ButtonLink>
    </Space>
  );

  return (
    <section className={card.panel} aria-labelledby="my-trips-title">
      <div className={card.head}>
        <h2 id="my-trips-title" className={card.title}>
          {t('bookings.myTrips.title')}
        </h2>
        {actions}
      </div>
      {bookings.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : bookings.isError ? (
        <LoadFailedAlert
          title={t('bookings.myTrips.loadFailed')}
          retryLabel={t('bookings.myTrips.retry')}
          onRetry={() => void bookings.refetch()}
        />
      ) : bookings.data.results.length === 0 ? (
        <p className={styles.none}>{t('bookings.myTrips.none')}</p>
      ) : (
        <ul className={styles.trips}>
          {bookings.data.results.map((booking) => (
            <li key={booking.id} className={styles.trip} data-testid="my-trip">
              <span className={styles.where}>
                <span className={styles.stops}>
                  {t('bookings.myTrips.trip', {
                    from: booking.boarding_stop,
                    to: booking.alighting_stop,
                  })}
                </span>
                <span className={styles.meta}>
                  {t('bookings.myTrips.when', {
                    date: booking.travel_date,
                    code: booking.route_code,
                    count: booking.seats,
                  })}
                </span>
              </span>
              <Space size={8}>
                <span className={styles.reference}>{booking.reference}</span>
                <BookingStatusTag status={booking.status} />
              </Space>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
