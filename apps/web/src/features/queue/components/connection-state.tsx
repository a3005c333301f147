import '@/i18n/queue';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInNairobi } from '@/lib/dates';
import { useOnline } from '@/lib/pwa/use-online';
import type { LiveStatus } from '../hooks/use-station-queue-stream';
import styles from './connection-state.module.css';
import { LiveIndicator } from './live-indicator';

/**
 * The marshal's view of the connection: live, reconnecting or offline; when the server last said
 * anything about the queue; and how many of their actions wait on the phone to be sent.
 */
export function ConnectionState({
  status,
  updatedAt,
  waiting,
}: {
  status: LiveStatus;
  updatedAt: number | null;
  waiting: number;
}) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  return (
    <div className={styles.state} data-testid="connection-state">
      <LiveIndicator status={online ? status : 'offline'} />
      <span className={styles.updated} data-testid="last-update">
        {updatedAt === null
          ? t('queue.noUpdateYet')
          : t('queue.lastUpdate', { time: formatInNairobi(updatedAt, i18n.language, 'time') })}
      </span>
      {waiting > 0 ? (
        <Tag color="warning" className={styles.waiting} data-testid="waiting-actions">
          {t('queue.offline.waiting', { count: waiting })}
        </Tag>
      ) : null}
    </div>
  );
}
