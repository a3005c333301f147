import '@/i18n/passengers';
import type { BookingStatus } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';

const COLOURS: Record<BookingStatus, string> = {
  pending: 'gold',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'default',
};

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <StatusTag status={status} colours={COLOURS}>
      {t(`bookings.statuses.${status}`)}
    </StatusTag>
  );
}
