import '@/i18n/queue';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../hooks/use-station-queue-stream';
import styles from './live-indicator.module.css';

/**
 * A dot and a word: is this view following the station as it changes? `offline` where the page
 * says so apart from reconnecting (the marshal's, whose actions then wait on the device).
 */
export function LiveIndicator({
  status,
  className,
}: {
  status: LiveStatus | 'offline';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={[styles.indicator, className].filter(Boolean).join(' ')}
      data-status={status}
      role="status"
      data-testid="live-status"
    >
      <span className={styles.dot} aria-hidden="true" />
      {t(`queue.live.${status}`)}
    </span>
  );
}
