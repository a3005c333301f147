import '@/i18n/fleet';

import { ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { formatInNairobi } from '@/lib/dates';
import { useVehicles } from '../api/get-vehicles';
import styles from './pending-vehicle-approvals.module.css';

const SHOWN = 5;

/**
 * A Sacco's vehicles waiting for its decision (wizard step 5), in plate order as the list
 * answers; each opens the vehicle to approve or reject it. `hideWhenEmpty` leaves it out where
 * the list below already says there is nothing.
 */
export function PendingVehicleApprovals({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const { t, i18n } = useTranslation();
  const pending = useVehicles({ page: 1, pageSize: SHOWN, status: 'pending_approval' });
  const count = pending.data?.count ?? 0;
  if (hideWhenEmpty && pending.isSuccess && count === 0) {
    return null;
  }
  const listHref = `${paths.dashboard.vehicles.getHref()}?status=pending_approval`;

  return (
    <Card
      className={styles.card}
      title={
        <span className={styles.title}>
          <ClockCircleOutlined className={styles.icon} aria-hidden />
          {t('fleet.pending.title')}
          <Badge count={count} className={styles.badge} />
        </span>
      }
      extra={
        count > SHOWN ? (
          <ButtonLink type="link" to={listHref}>
            {t('fleet.pending.more', { count })}
          </ButtonLink>
        ) : null
      }
    >
      <p className={styles.subtitle}>{t('fleet.pending.subtitle')}</p>
      {pending.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : pending.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('fleet.pending.loadFailed')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => pending.refetch()}>
              {t('fleet.retry')}
            </Button>
          }
        />
      ) : count === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fleet.pending.none')} />
      ) : (
        <ul className={styles.list} aria-label={t('fleet.pending.title')}>
          {pending.data.results.map((vehicle) => (
            <li key={vehicle.id} className={styles.item}>
              <div className={styles.vehicle}>
                <span className={styles.plate}>{vehicle.plate}</span>
                <span className={styles.meta}>
                  {[vehicle.make, vehicle.model].filter(Boolean).join(' ')} ·{' '}
                  {t('fleet.pending.sentOn', {
                    date: formatInNairobi(vehicle.updated_at, i18n.language, 'date'),
                  })}
                </span>
              </div>
              <ButtonLink type="primary" to={paths.dashboard.vehicle.getHref(vehicle.id)}>
                {t('fleet.pending.review')}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
