import '@/i18n/passengers';
import type { BookingStatus } from '@foleni/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<BookingStatus, string> = {
  pending: 'gold',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'default',
};

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {t(`bookings.statuses.${status}`)}
    </Tag>
  );
}
