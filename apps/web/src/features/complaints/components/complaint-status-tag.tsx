import '@/i18n/passengers';
import type { ComplaintStatus } from '@foleni/contract';
import { statusTag } from '@/components/ui/status-tag';

export const ComplaintStatusTag = statusTag<ComplaintStatus>({
  colours: { open: 'blue', in_review: 'gold', resolved: 'green', dismissed: 'default' },
  label: (t, status) => t(`complaints.statuses.${status}`),
});
