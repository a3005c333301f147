import '@/i18n/route-search';
import { SearchOutlined } from '@ant-design/icons';
import { BOOKING_TYPES, isIsoDate, routeSearchSchema, todayInNairobi } from '@foleni/contract';
import type { FormRule } from 'antd';
import { Button, DatePicker, Form, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { issueText } from '@/lib/issue-text';
import { type JourneyParams, journeyHref, toSearchInput } from '../lib/journey-params';
import { PlaceInput } from './place-input';
import styles from './route-search-form.module.css';

const DATE_VALUE = 'YYYY-MM-DD';
/** Shown as "5 Jun 2026"; typing the ISO form works too. */
const DATE_FORMATS = ['D MMM YYYY', DATE_VALUE];
const TIME_VALUE = 'HH:mm';

type FormValues = {
  bookingType?: string;
  departure?: string;
  destination?: string;
  travelDate?: Dayjs | null;
  /** The departure time; empty means now. */
  time?: Dayjs | null;
};

const FIELD_OF_INPUT = {
  booking_type: 'bookingType',
  origin: 'departure',
  destination: 'destination',
  travelDate: 'travelDate',
} as const;

function toParams(values: FormValues): JourneyParams {
  return {
    bookingType: values.bookingType ?? '',
    departure: values.departure?.trim() ?? '',
    destination: values.destination?.trim() ?? '',
    travelDate: values.travelDate ? values.travelDate.format(DATE_VALUE) : '',
    time: values.time ? values.time.format(TIME_VALUE) : '',
  };
}

type RouteSearchFormProps = {
  /** The journey to start from (the URL's, on `/search`). */
  initial?: JourneyParams;
  /** `hero`: a card on the landing page; `bar`: the modify-search form on `/search`. */
  variant: 'hero' | 'bar';
  /** Show every field's message at once (a shared link with a missing or past value). */
  validateOnMount?: boolean;
};

/**
 * Booking type, from, to and date (spec §5, checked with the contract's schema and its
 * messages), and the departure time for the planner (empty: now); submitting opens `/search`
 * with the journey in the URL, a link to share. From can be the browser's position, and either
 * end a point picked on a map.
 */
export function RouteSearchForm({ initial, variant, validateOnMount }: RouteSearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();

  const initialValues = useMemo<FormValues>(
    () => ({
      bookingType: initial?.bookingType || undefined,
      departure: initial?.departure || undefined,
      destination: initial?.destination || undefined,
      // Only a day of the calendar: dayjs would roll 30 February over into March unasked.
      travelDate:
        initial?.travelDate && isIsoDate(initial.travelDate)
          ? dayjs(initial.travelDate)
          : undefined,
      time:
        initial?.time && /^([01]\d|2[0-3]):[0-5]\d$/.test(initial.time)
          ? dayjs(initial.time, TIME_VALUE)
          : undefined,
    }),
    [initial],
  );

  useEffect(() => {
    if (validateOnMount) {
      form.validateFields().catch(() => undefined);
    }
  }, [form, validateOnMount]);

  const rule = (field: keyof FormValues): FormRule => ({
    validator: async () => {
      const result = routeSearchSchema.safeParse(
        toSearchInput(toParams(form.getFieldsValue(true))),
      );
      const issue = result.success
        ? undefined
        : result.error.issues.find(
            (candidate) =>
              FIELD_OF_INPUT[candidate.path[0] as keyof typeof FIELD_OF_INPUT] === field,
          );
      if (issue) {
        throw new Error(issueText(t, issue));
      }
    },
  });

  const bookingOptions = BOOKING_TYPES.map((type) => ({
    value: type,
    label: t(`routeSearch.bookingTypes.${type}`),
  }));

  return (
    <Form<FormValues>
      form={form}
      name={`route-search-${variant}`}
      layout="vertical"
      requiredMark={false}
      size={variant === 'hero' ? 'large' : 'middle'}
      initialValues={initialValues}
      className={styles.form}
      data-variant={variant}
      aria-label={t('routeSearch.form.label')}
      role="search"
      onFinish={(values) => navigate(journeyHref(toParams(values)))}
    >
      <Form.Item
        name="departure"
        label={t('routeSearch.form.departure')}
        rules={[rule('departure')]}
        className={styles.place}
      >
        <PlaceInput
          placeholder={t('routeSearch.form.departurePlaceholder')}
          pickTitle={t('routeSearch.form.pickFromTitle')}
          locate
        />
      </Form.Item>
      <Form.Item
        name="destination"
        label={t('routeSearch.form.destination')}
        rules={[rule('destination')]}
        dependencies={['departure']}
        className={styles.place}
      >
        <PlaceInput
          placeholder={t('routeSearch.form.destinationPlaceholder')}
          pickTitle={t('routeSearch.form.pickToTitle')}
        />
      </Form.Item>
      <Form.Item
        name="bookingType"
        label={t('routeSearch.form.bookingType')}
        rules={[rule('bookingType')]}
        className={styles.bookingType}
      >
        <Select
          options={bookingOptions}
          placeholder={t('routeSearch.form.bookingTypePlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item
        name="travelDate"
        label={t('routeSearch.form.date')}
        rules={[rule('travelDate')]}
        className={styles.date}
      >
        <DatePicker
          className={styles.datePicker}
          format={DATE_FORMATS}
          placeholder={t('routeSearch.form.datePlaceholder')}
          disabledDate={(date) => date.format(DATE_VALUE) < todayInNairobi()}
          inputReadOnly={false}
        />
      </Form.Item>
      <Form.Item name="time" label={t('routeSearch.form.time')} className={styles.time}>
        <TimePicker
          className={styles.datePicker}
          format={TIME_VALUE}
          minuteStep={5}
          placeholder={t('routeSearch.form.timePlaceholder')}
          inputReadOnly={false}
          needConfirm={false}
          showNow
        />
      </Form.Item>
      <Form.Item label={variant === 'bar' ? ' ' : undefined} className={styles.submit}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} block>
          {variant === 'bar' ? t('routeSearch.form.modify') : t('routeSearch.form.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
