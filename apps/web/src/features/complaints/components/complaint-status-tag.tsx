import '@/i18n/passengers';
import type { ComplaintStatus } from '@foleni/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ComplaintStatus, string> = {
  open: 'blue',
  in_review: 'gold',
  resolved: 'green',
  dismissed: 'default',
};

export function ComplaintStatusTag({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {t(`complaints.statuses.${status}`)}
    </Tag>
  );
}
