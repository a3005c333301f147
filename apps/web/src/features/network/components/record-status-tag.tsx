import '@/i18n/network';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Status = 'active' | 'archived' | 'suspended';

const COLORS: Record<Status, string> = {
  active: 'green',
  archived: 'default',
  suspended: 'red',
};

/** A region's, station's, route's or Sacco's status. */
export function RecordStatusTag({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`network.statuses.${status}`)}</Tag>;
}
