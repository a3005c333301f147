import type { Region } from '@foleni/contract';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { RecordStatusTag } from './record-status-tag';

/** The status column and, for someone who may change the records, the actions column. */
export function statusColumns<T extends { status: Region['status'] }>(
  t: TFunction,
  { statusWidth, actions }: { statusWidth: number; actions: ((record: T) => ReactNode) | null },
): ColumnsType<T> {
  return [
    {
      key: 'status',
      title: t('network.common.status'),
      dataIndex: 'status',
      width: statusWidth,
      render: (status: Region['status']) => <RecordStatusTag status={status} />,
    },
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('network.common.actions'),
            width: 96,
            render: (_: unknown, record: T) => actions(record),
          },
        ]
      : []),
  ];
}
