import type { RecordStatus, SaccoStatus } from '@foleni/contract';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { actionsColumn } from '@/components/tables/columns';
import { RecordStatusTag } from './record-status-tag';

type Status = RecordStatus | SaccoStatus;

type StatusColumnsOptions<T> = {
  statusWidth: number;
  actions: ((record: T) => ReactNode) | null;
  /** Wide enough for the actions as they show: icons (the default) or buttons with words. */
  actionsWidth?: number;
};

/** The status column and, for someone who may change the records, the actions column. */
export function statusColumns<T extends { status: Status }>(
  t: TFunction,
  { statusWidth, actions, actionsWidth = 96 }: StatusColumnsOptions<T>,
): ColumnsType<T> {
  return [
    {
      key: 'status',
      title: t('network.common.status'),
      dataIndex: 'status',
      width: statusWidth,
      render: (status: Status) => <RecordStatusTag status={status} />,
    },
    ...actionsColumn(t('network.common.actions'), actionsWidth, actions),
  ];
}
