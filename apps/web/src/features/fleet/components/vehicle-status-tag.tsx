import '@/i18n/fleet';
import type { VehicleStatus } from '@foleni/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** One colour per state: grey draft, gold waiting, green active, red rejected, volcano suspended. */
const colours: Record<VehicleStatus, string> = {
  draft: 'default',
  pending_approval: 'gold',
  active: 'green',
  rejected: 'red',
  suspended: 'volcano',
};

export function VehicleStatusTag({ status }: { status: VehicleStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[status]} variant="outlined">
      {t(`fleet.statuses.${status}`)}
    </Tag>
  );
}
