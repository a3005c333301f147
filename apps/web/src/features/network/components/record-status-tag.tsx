import '@/i18n/network';
import type { RecordStatus, SaccoStatus } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';

const COLORS: Record<RecordStatus | SaccoStatus, string> = {
  active: 'green',
  archived: 'default',
  suspended: 'red',
};

/** A region's, station's, route's or Sacco's status. */
export function RecordStatusTag({ status }: { status: RecordStatus | SaccoStatus }) {
  const { t } = useTranslation();
  return (
    <StatusTag status={status} colours={COLORS}>
      {t(`network.statuses.${status}`)}
    </StatusTag>
  );
}
