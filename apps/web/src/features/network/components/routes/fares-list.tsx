import '@/i18n/network';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Fare } from '@foleni/contract';
import { formatKes } from '@foleni/contract/plans';
import { Button, Empty, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

type FaresListProps = {
  fares: readonly Fare[];
  /** Given when the account may set prices: each row gets edit and remove buttons. */
  onEdit?: (fare: Fare) => void;
  onRemove?: (fare: Fare) => void;
};

/** A route's fares between stops, in KES; peak-hour fares where set. */
export function FaresList({ fares, onEdit, onRemove }: FaresListProps) {
  const { t } = useTranslation();
  const columns: ColumnsType<Fare> = [
    { key: 'from', title: t('network.pricing.from'), dataIndex: 'from_stop' },
    { key: 'to', title: t('network.pricing.to'), dataIndex: 'to_stop' },
    {
      key: 'amount',
      title: t('network.pricing.amount'),
      dataIndex: 'amount_kes',
      align: 'right',
      render: (amount: number) => <strong>{formatKes(amount)}</strong>,
    },
    {
      key: 'peak',
      title: t('network.pricing.peak'),
      dataIndex: 'peak_amount_kes',
      align: 'right',
      render: (amount: number | null) => (amount === null ? '—' : formatKes(amount)),
    },
  ];
  if (onEdit && onRemove) {
    columns.push({
      key: 'actions',
      title: t('network.common.actions'),
      render: (_, fare) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('network.pricing.editFare', { from: fare.from_stop, to: fare.to_stop })}
            onClick={() => onEdit(fare)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('network.pricing.removeFare', {
              from: fare.from_stop,
              to: fare.to_stop,
            })}
            onClick={() => onRemove(fare)}
          />
        </Space>
      ),
    });
  }
  return (
    <Table<Fare>
      rowKey="id"
      size="small"
      pagination={fares.length > 20 ? { pageSize: 20 } : false}
      scroll={{ x: 'max-content' }}
      dataSource={[...fares]}
      columns={columns}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('network.pricing.none')} />
        ),
      }}
    />
  );
}
