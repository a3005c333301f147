import '@/i18n/fleet';
import type { VehicleStatus } from '@foleni/contract';
import { statusTag } from '@/components/ui/status-tag';

/** One colour per state: grey draft, gold waiting, green active, red rejected, volcano suspended. */
export const VehicleStatusTag = statusTag<VehicleStatus>({
  colours: {
    draft: 'default',
    pending_approval: 'gold',
    active: 'green',
    rejected: 'red',
    suspended: 'volcano',
  },
  label: (t, status) => t(`fleet.statuses.${status}`),
  variant: 'outlined',
});
