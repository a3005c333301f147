import '@/i18n/passengers';
import { CheckOutlined, CloseOutlined, FlagOutlined } from '@ant-design/icons';
import { BOOKING_STATUSES, type Booking } from '@foleni/contract';
import { formatAmount } from '@foleni/contract/plans';
import { Button, DatePicker, Modal, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '@/components/tables/columns';
import { ListFilter } from '@/components/ui/list-toolbar';
import listStyles from '@/components/ui/list-toolbar.module.css';
import { groupTexts, ListView } from '@/components/ui/list-view';
import recordText from '@/components/ui/record-text.module.css';
import { refusalText } from '@/lib/api-error-text';
import { formatTravelDay } from '@/lib/dates';
import { isoDay, oneOf } from '@/lib/list-filters';
import { optionsOf } from '@/lib/select-options';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { type BookingAction, useChangeBooking } from '../api/change-booking';
import { useBookings } from '../api/get-bookings';
import { BookingStatusTag } from './booking-status-tag';
import styles from './bookings-table.module.css';

const TEXTS = groupTexts('bookings.list');

function readFilters(params: URLSearchParams) {
  return {
    status: oneOf(BOOKING_STATUSES, params.get('status')),
    travel_date: isoDay(params.get('travel_date')),
  };
}

/**
 * /dashboard/bookings: a passenger's own bookings (Cancel), or those of the routes, stations or
 * vehicle the account runs (Confirm, Complete), paged by the server, by status and travel date.
 * Each booking's `can` says which of its actions the server takes from this account now.
 */
export function BookingsTable({
  staff,
}: {
  /** The account works with others' bookings (GET user/'s `booking.manage`): name the passenger. */
  staff: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useListParams(readFilters);
  const bookings = useBookings(filter);
  const change = useChangeBooking();
  const [modal, modalHolder] = Modal.useModal();

  const day = (iso: string) => formatTravelDay(iso, i18n.language);
  const fare = (booking: Booking) =>
    booking.fare_kes === null
      ? t('bookings.list.noFare')
      : t('bookings.list.fareValue', { fare: formatAmount(booking.fare_kes) });

  const run = (booking: Booking, action: BookingAction) =>
    change.mutateAsync({ id: booking.id, action }).then(
      () =>
        toast.success(
          t(
            action === 'cancel'
              ? 'messages.bookings.cancelled'
              : action === 'confirm'
                ? 'messages.bookings.confirmed'
                : 'messages.bookings.completed',
          ),
        ),
      (error: unknown) => toast.error(refusalText(t, error, t('bookings.list.actionFailed'))),
    );

  const confirmCancel = (booking: Booking) =>
    modal.confirm({
      title: t('bookings.list.cancelTitle', { reference: booking.reference }),
      content: t('bookings.list.cancelBody'),
      okText: t('bookings.list.cancelOk'),
      cancelText: t('bookings.list.keep'),
      okButtonProps: { danger: true },
      onOk: () => run(booking, 'cancel'),
    });
  const confirmComplete = (booking: Booking) =>
    modal.confirm({
      title: t('bookings.list.completeTitle', { reference: booking.reference }),
      content: t('bookings.list.completeBody'),
      okText: t('bookings.list.complete'),
      cancelText: t('bookings.list.keep'),
      onOk: () => run(booking, 'complete'),
    });

  const actions = (booking: Booking) => {
    const can = booking.can;
    if (!can || !(can.cancel || can.confirm || can.complete)) return null;
    return (
      <Space size={4} wrap>
        {can.confirm ? (
          <Button
            size="small"
            icon={<CheckOutlined />}
            onClick={() => void run(booking, 'confirm')}
          >
            {t('bookings.list.confirm')}
          </Button>
        ) : null}
        {can.complete ? (
          <Button size="small" icon={<FlagOutlined />} onClick={() => confirmComplete(booking)}>
            {t('bookings.list.complete')}
          </Button>
        ) : null}
        {can.cancel ? (
          <Button
            size="small"
            danger
            icon={<CloseOutlined />}
            onClick={() => confirmCancel(booking)}
          >
            {t('bookings.list.cancel')}
          </Button>
        ) : null}
      </Space>
    );
  };

  const filtered = Boolean(filter.status || filter.travel_date);
  const journey = (booking: Booking) =>
    t('bookings.list.journeyText', { from: booking.boarding_stop, to: booking.alighting_stop });

  const columns: ColumnsType<Booking> = [
    {
      key: 'reference',
      title: t('bookings.list.reference'),
      width: 130,
      render: (_, booking) => <span className={styles.reference}>{booking.reference}</span>,
    },
    {
      key: 'route',
      title: t('bookings.list.route'),
      render: (_, booking) => (
        <div className={recordText.stack}>
          <span className={recordText.primary}>
            {booking.route_code} · {booking.route_name}
          </span>
          <span className={recordText.secondary}>{journey(booking)}</span>
        </div>
      ),
    },
    ...(staff
      ? [
          {
            key: 'passenger',
            title: t('bookings.list.passenger'),
            width: 160,
            render: (_: unknown, booking: Booking) => booking.passenger_name,
          },
        ]
      : []),
    {
      key: 'date',
      title: t('bookings.list.date'),
      width: 150,
      render: (_, booking) => day(booking.travel_date),
    },
    {
      key: 'seats',
      title: t('bookings.list.seats'),
      width: 90,
      render: (_, booking) => t('bookings.list.seatsValue', { count: booking.seats }),
    },
    { key: 'fare', title: t('bookings.list.fare'), width: 110, render: (_, b) => fare(b) },
    {
      key: 'status',
      title: t('bookings.list.status'),
      width: 120,
      render: (_, booking) => <BookingStatusTag status={booking.status} />,
    },
    ...actionsColumn(t('bookings.list.actions'), 210, actions),
  ];

  return (
    <div className={styles.wrapper}>
      {modalHolder}
      <ListView
        texts={TEXTS}
        params={[filter, setFilter]}
        query={bookings}
        columns={columns}
        empty={filtered || staff ? t('bookings.list.empty') : t('bookings.list.emptyOwn')}
        scrollX={1000}
        cardHead={(booking) => (
          <>
            <span className={styles.reference}>{booking.reference}</span>
            <BookingStatusTag status={booking.status} />
          </>
        )}
        renderCard={(booking) => (
          <>
            <span className={recordText.primary}>
              {booking.route_code} · {booking.route_name}
            </span>
            <span className={recordText.secondary}>{journey(booking)}</span>
            <span className={recordText.secondary}>
              {day(booking.travel_date)} · {t('bookings.list.seatsValue', { count: booking.seats })}{' '}
              · {fare(booking)}
              {staff ? ` · ${booking.passenger_name}` : ''}
            </span>
            {actions(booking)}
          </>
        )}
      >
        <ListFilter
          group="bookings.list"
          kind="status"
          options={optionsOf(BOOKING_STATUSES, (status) => t(`bookings.statuses.${status}`))}
        />
        <DatePicker
          className={listStyles.filter}
          aria-label={t('bookings.list.dateFilter')}
          placeholder={t('bookings.list.dateFilter')}
          value={filter.travel_date ? dayjs(filter.travel_date) : null}
          onChange={(date) =>
            setFilter({ travel_date: date ? date.format('YYYY-MM-DD') : undefined })
          }
        />
      </ListView>
    </div>
  );
}
