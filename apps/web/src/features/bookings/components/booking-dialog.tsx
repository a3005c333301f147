import '@/i18n/passengers';
import '@/i18n/route-search';
import { MobileOutlined, WalletOutlined } from '@ant-design/icons';
import {
  BOOKING_TYPES,
  type Booking,
  type BookingInput,
  type BookingType,
  bookingInputSchema,
  MPESA_HOLD_MINUTES,
  type PaymentMethod,
  type RouteDetail,
  todayInNairobi,
} from '@foleni/contract';
import { formatAmount } from '@foleni/contract/plans';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  DatePicker,
  Form,
  Input,
  Modal,
  Radio,
  Result,
  Select,
  Skeleton,
  Spin,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { NumberInput } from '@/components/ui/number-input';
import { paths } from '@/config/paths';
import { refusalReason, serverFieldErrors } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { optionsOf } from '@/lib/select-options';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useCreateBooking } from '../api/create-booking';
import { useBookingPayment } from '../api/get-booking';
import { usePaymentMethods } from '../api/get-payment-methods';
import { alightingStops, boardingStops, seatFare } from '../lib/journey';
import type { BookingStart } from './book-button';
import styles from './booking-dialog.module.css';

type FormValues = {
  boarding_stop?: string;
  alighting_stop?: string;
  travel_date?: Dayjs | null;
  seats?: number | null;
  booking_type?: BookingType;
  payment_method?: PaymentMethod;
  phone?: string;
};

const formFields = [
  'boarding_stop',
  'alighting_stop',
  'travel_date',
  'seats',
  'booking_type',
  'payment_method',
  'phone',
] as const;

type BookingDialogProps = {
  routeId: number;
  loadRoute: (id: number, signal?: AbortSignal) => Promise<RouteDetail>;
  start: BookingStart;
  onClose: () => void;
};

/**
 * Books seats (spec §5's booking types): stops of the route in travel order, a day from today,
 * seats, the fare from the route's pricing before confirming, and cash on boarding. Success
 * shows the reference to read out to the conductor.
 */
export function BookingDialog({ routeId, loadRoute, start, onClose }: BookingDialogProps) {
  const { t } = useTranslation();
  const route = useQuery({
    queryKey: ['bookings', 'route', routeId],
    queryFn: ({ signal }) => loadRoute(routeId, signal),
    staleTime: 5 * 60_000,
  });
  const create = useCreateBooking();
  const title = t('bookings.dialog.title', { code: route.data?.route_id ?? '' });

  return (
    <Modal
      open
      title={create.data ? t('bookings.dialog.doneTitle') : title}
      onCancel={onClose}
      footer={null}
      width={620}
      destroyOnHidden
    >
      {create.data ? (
        <BookingDone booking={create.data.booking} onClose={onClose} />
      ) : route.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : route.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('bookings.dialog.loadFailed')}
          action={<Button onClick={() => route.refetch()}>{t('bookings.list.retry')}</Button>}
        />
      ) : (
        <BookingForm
          route={route.data}
          start={start}
          pending={create.isPending}
          onCancel={onClose}
          onSubmit={(input, form) =>
            create.mutate(input, {
              onSuccess: (reply) => toast.success(problemText(t, reply)),
              onError: (error) => {
                form.setFields(serverFieldErrors(t, error, formFields));
                toast.error(refusalReason(t, error, t('bookings.dialog.failed')));
              },
            })
          }
        />
      )}
    </Modal>
  );
}

function BookingForm({
  route,
  start,
  pending,
  onCancel,
  onSubmit,
}: {
  route: RouteDetail;
  start: BookingStart;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: BookingInput, form: ReturnType<typeof Form.useForm<FormValues>>[0]) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const toInput = (values: FormValues): BookingInput => ({
    route: route.id,
    boarding_stop: values.boarding_stop ?? '',
    alighting_stop: values.alighting_stop ?? '',
    travel_date: values.travel_date ? values.travel_date.format('YYYY-MM-DD') : '',
    seats: values.seats ?? Number.NaN,
    booking_type: values.booking_type as BookingType,
    payment_method: values.payment_method ?? 'cash',
    ...(values.payment_method === 'mpesa' ? { phone: values.phone ?? '' } : {}),
  });
  const methods = usePaymentMethods().data ?? ['cash'];
  const method = Form.useWatch('payment_method', form) ?? 'cash';
  const rule = useSchemaRule(bookingInputSchema, toInput);
  const boarding = Form.useWatch('boarding_stop', form);
  const alighting = Form.useWatch('alighting_stop', form);
  const seats = Form.useWatch('seats', form) ?? 1;
  const today = todayInNairobi();
  const boardingOptions = boardingStops(route);
  const alightingOptions = alightingStops(route, boarding);
  const perSeat = seatFare(route.fares, boarding, alighting);
  const stopOptions = (names: string[]) => names.map((name) => ({ value: name, label: name }));
  const known = (name: string | undefined, names: string[]) =>
    name && names.some((candidate) => candidate.toLowerCase() === name.toLowerCase())
      ? names.find((candidate) => candidate.toLowerCase() === name.toLowerCase())
      : undefined;
  const startBoarding = known(start.boarding, boardingOptions);

  return (
    <Form<FormValues>
      name="booking"
      form={form}
      layout="vertical"
      disabled={pending}
      initialValues={{
        boarding_stop: startBoarding,
        alighting_stop: known(start.alighting, alightingStops(route, startBoarding)),
        travel_date: dayjs(
          start.travelDate && start.travelDate >= today ? start.travelDate : today,
        ),
        seats: 1,
        booking_type: start.bookingType ?? 'one way',
        payment_method: 'cash',
      }}
      onValuesChange={(changed: FormValues) => {
        if ('boarding_stop' in changed) {
          const next = alightingStops(route, changed.boarding_stop);
          if (!known(form.getFieldValue('alighting_stop'), next)) {
            form.setFieldValue('alighting_stop', undefined);
          }
        }
      }}
      onFinish={(values) => onSubmit(toInput(values), form)}
    >
      <div className={styles.grid}>
        <Form.Item
          name="boarding_stop"
          label={t('bookings.dialog.boarding')}
          rules={[rule('boarding_stop')]}
          required
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('bookings.dialog.stopPlaceholder')}
            options={stopOptions(boardingOptions)}
          />
        </Form.Item>
        <Form.Item
          name="alighting_stop"
          label={t('bookings.dialog.alighting')}
          rules={[rule('alighting_stop')]}
          dependencies={['boarding_stop']}
          required
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('bookings.dialog.stopPlaceholder')}
            options={stopOptions(alightingOptions)}
            disabled={!boarding}
          />
        </Form.Item>
        <Form.Item
          name="travel_date"
          label={t('bookings.dialog.date')}
          rules={[rule('travel_date')]}
          required
        >
          <DatePicker
            className={styles.full}
            format="YYYY-MM-DD"
            disabledDate={(day) => day.format('YYYY-MM-DD') < today}
          />
        </Form.Item>
        <Form.Item name="seats" label={t('bookings.dialog.seats')} rules={[rule('seats')]} required>
          <NumberInput className={styles.full} inputMode="numeric" />
        </Form.Item>
      </div>
      <Form.Item
        name="booking_type"
        label={t('bookings.dialog.type')}
        rules={[rule('booking_type')]}
        required
      >
        <Select<BookingType>
          showSearch={{ optionFilterProp: 'label' }}
          options={optionsOf(BOOKING_TYPES, (type) => t(`routeSearch.bookingTypes.${type}`))}
        />
      </Form.Item>

      <div className={styles.summary} aria-live="polite" data-testid="booking-summary">
        <div className={styles.summaryRow}>
          <span className={styles.summaryLabel}>{t('bookings.dialog.fare')}</span>
          {perSeat === null ? (
            <span className={styles.hint}>{t('bookings.dialog.fareUnknown')}</span>
          ) : (
            <span>
              <span className={styles.total}>
                {t('bookings.dialog.fareTotal', { total: formatAmount(perSeat * seats) })}
              </span>{' '}
              <span className={styles.perSeat}>
                ({t('bookings.dialog.farePerSeat', { fare: formatAmount(perSeat) })})
              </span>
            </span>
          )}
        </div>
        {methods.includes('mpesa') ? (
          <Form.Item
            name="payment_method"
            label={t('bookings.dialog.payment')}
            className={styles.methods}
          >
            <Radio.Group>
              <Radio value="cash">
                <WalletOutlined aria-hidden="true" /> {t('bookings.dialog.cash')}
              </Radio>
              <Radio value="mpesa">
                <MobileOutlined aria-hidden="true" /> {t('bookings.dialog.mpesa')}
              </Radio>
            </Radio.Group>
          </Form.Item>
        ) : (
          <div className={styles.summaryRow}>
            <span className={styles.summaryLabel}>{t('bookings.dialog.payment')}</span>
            <span className={styles.cash}>
              <WalletOutlined aria-hidden="true" /> {t('bookings.dialog.cash')}
            </span>
          </div>
        )}
        {method === 'mpesa' ? (
          <>
            <Form.Item
              name="phone"
              label={t('bookings.dialog.phone')}
              rules={[rule('phone')]}
              required
            >
              <Input
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('bookings.dialog.phonePlaceholder')}
              />
            </Form.Item>
            <span className={styles.hint}>
              {t('bookings.dialog.mpesaHint', { minutes: MPESA_HOLD_MINUTES })}
            </span>
          </>
        ) : (
          <span className={styles.hint}>{t('bookings.dialog.cashHint')}</span>
        )}
      </div>

      <div className={styles.summaryRow}>
        <Button onClick={onCancel}>{t('bookings.dialog.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('bookings.dialog.confirm')}
        </Button>
      </div>
    </Form>
  );
}

/** The payment instructions of a booking, in the interface's language. */
function useInstructions(booking: Booking) {
  const { t } = useTranslation();
  const payment = booking.payment;
  return payment?.instructions && payment.instructions_code
    ? problemText(t, {
        code: payment.instructions_code,
        message: payment.instructions,
        params: payment.instructions_params,
      })
    : '';
}

function BookingDone({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation();
  const instructions = useInstructions(booking);
  const actions = [
    <ButtonLink key="bookings" type="primary" to={paths.dashboard.bookings.getHref()}>
      {t('bookings.dialog.viewBookings')}
    </ButtonLink>,
    <Button key="close" onClick={onClose}>
      {t('bookings.dialog.close')}
    </Button>,
  ];
  if (booking.payment?.method === 'mpesa')
    return <MpesaPayment booking={booking} actions={actions} />;
  return (
    <Result
      status="success"
      title={
        <>
          <span className={styles.summaryLabel}>{t('bookings.dialog.doneReference')}</span>
          <br />
          <span className={styles.reference} data-testid="booking-reference">
            {booking.reference}
          </span>
        </>
      }
      subTitle={t('bookings.dialog.doneBody', { instructions })}
      extra={actions}
    />
  );
}

/** "Check your phone" while the M-Pesa prompt is open, then the receipt or why it failed. */
function MpesaPayment({ booking, actions }: { booking: Booking; actions: React.ReactNode[] }) {
  const { t } = useTranslation();
  const live = useBookingPayment(booking).data;
  const instructions = useInstructions(live);
  const status = live.payment?.status;
  const reference = (
    <>
      <span className={styles.summaryLabel}>{t('bookings.dialog.doneReference')}</span>{' '}
      <span className={styles.reference} data-testid="booking-reference">
        {live.reference}
      </span>
    </>
  );
  if (status === 'pending') {
    return (
      <Result
        icon={<Spin size="large" />}
        title={t('bookings.dialog.checkPhone')}
        subTitle={
          <span role="status" data-testid="payment-status">
            {instructions}
          </span>
        }
        extra={[<div key="reference">{reference}</div>, ...actions]}
      />
    );
  }
  return (
    <Result
      status={status === 'paid' ? 'success' : 'warning'}
      title={t(status === 'paid' ? 'bookings.dialog.paidTitle' : 'bookings.dialog.notPaidTitle')}
      subTitle={
        <span role="status" data-testid="payment-status">
          {instructions}
        </span>
      }
      extra={[<div key="reference">{reference}</div>, ...actions]}
    />
  );
}
