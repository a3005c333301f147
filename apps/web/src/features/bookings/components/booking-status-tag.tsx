import '@/i18n/passengers';
import type { BookingStatus } from '@foleni/contract';
import { statusTag } from '@/components/ui/status-tag';

export const BookingStatusTag = statusTag<BookingStatus>({
  colours: { pending: 'gold', confirmed: 'blue', completed: 'green', cancelled: 'default' },
  label: (t, status) => t(`bookings.statuses.${status}`),
});
