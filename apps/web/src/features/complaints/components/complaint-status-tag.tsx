import '@/i18n/passengers';
import type { ComplaintStatus } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';

const COLOURS: Record<ComplaintStatus, string> = {
  open: 'blue',
  in_review: 'gold',
  resolved: 'green',
  dismissed: 'default',
};

export function ComplaintStatusTag({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation();
  return (
    <StatusTag status={status} colours={COLOURS}>
      {t(`complaints.statuses.${status}`)}
    </StatusTag>
  );
}
