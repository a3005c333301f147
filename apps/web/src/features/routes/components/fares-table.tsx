import '@/i18n/public-pages';
import type { Fare } from '@foleni/contract';
import { formatKes } from '@foleni/contract/plans';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './route-details.module.css';

/** The route's published fares; peak-hour fares where the Sacco sets them. */
export function FaresTable({ fares }: { fares: readonly Fare[] }) {
  const { t } = useTranslation();
  if (fares.length === 0) {
    return <p className={styles.noFares}>{t('routeDetails.fares.none')}</p>;
  }
  return (
    <Table<Fare>
      className={styles.fares}
      rowKey="id"
      size="middle"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...fares]}
      columns={[
        { key: 'from', title: t('routeDetails.fares.from'), dataIndex: 'from_stop' },
        { key: 'to', title: t('routeDetails.fares.to'), dataIndex: 'to_stop' },
        {
          key: 'amount',
          title: t('routeDetails.fares.amount'),
          dataIndex: 'amount_kes',
          align: 'right',
          render: (amount: number) => <strong>{formatKes(amount)}</strong>,
        },
        {
          key: 'peak',
          title: t('routeDetails.fares.peak'),
          dataIndex: 'peak_amount_kes',
          align: 'right',
          render: (amount: number | null) => (amount === null ? '—' : formatKes(amount)),
        },
      ]}
    />
  );
}
