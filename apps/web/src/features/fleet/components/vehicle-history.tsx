import '@/i18n/fleet';
import type { VehicleDetail, VehicleStatus } from '@foleni/contract';
import { Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInNairobi } from '@/lib/dates';
import styles from './vehicle-history.module.css';

const dotColours: Record<VehicleStatus, string> = {
  draft: 'gray',
  pending_approval: 'orange',
  active: 'green',
  rejected: 'red',
  suspended: 'red',
};

/** Every change of state, oldest first: who made it, when, and the reason given. */
export function VehicleHistory({ history }: { history: VehicleDetail['history'] }) {
  const { t, i18n } = useTranslation();
  if (!history.length) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fleet.vehicle.historyEmpty')} />
    );
  }
  return (
    <Timeline
      className={styles.timeline}
      items={history.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        color: dotColours[entry.to],
        content: (
          <div className={styles.entry}>
            <span className={styles.state}>{t(`fleet.statuses.${entry.to}`)}</span>
            <span className={styles.meta}>
              {formatInNairobi(entry.at, i18n.language, 'dateTime', { zone: true })}
              {entry.actor_name
                ? ` · ${t('fleet.vehicle.historyBy', { name: entry.actor_name })}`
                : ''}
            </span>
            {entry.reason ? (
              <span className={styles.reason}>
                {t('fleet.vehicle.reasonLabel', { reason: entry.reason })}
              </span>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
