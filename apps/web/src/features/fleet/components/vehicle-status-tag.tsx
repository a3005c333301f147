import '@/i18n/fleet';
import type { VehicleStatus } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';

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
    <StatusTag status={status} colours={colours} variant="outlined">
      {t(`fleet.statuses.${status}`)}
    </StatusTag>
  );
}
