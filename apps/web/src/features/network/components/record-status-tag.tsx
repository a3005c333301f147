import '@/i18n/network';
import type { RecordStatus, SaccoStatus } from '@foleni/contract';
import { statusTag } from '@/components/ui/status-tag';

/** A region's, station's, route's or Sacco's status. */
export const RecordStatusTag = statusTag<RecordStatus | SaccoStatus>({
  colours: { active: 'green', archived: 'default', suspended: 'red' },
  label: (t, status) => t(`network.statuses.${status}`),
});
