import '@/i18n/pwa';
import { DisconnectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatInNairobi } from '@/lib/dates';
import styles from './offline-notice.module.css';

/**
 * "You are offline — showing the board as of 14:32", over data that may be out of date (see
 * `useLastUpdated`). Without a known time (`at` null) it says so without one.
 */
export function OfflineNotice({
  subject,
  at,
  className,
}: {
  subject: 'board' | 'route';
  at: number | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <p
      className={[styles.notice, className].filter(Boolean).join(' ')}
      role="status"
      data-testid="offline-notice"
    >
      <DisconnectOutlined aria-hidden="true" />
      <span>
        {at === null
          ? t('offline.undated')
          : t(`offline.${subject}`, { time: formatTime(at, i18n.language) })}
      </span>
    </p>
  );
}

/** The time, with the day when it is not today, in the page's language, on Nairobi time. */
function formatTime(at: number, language: string): string {
  const today = formatInNairobi(at, 'en', 'date') === formatInNairobi(Date.now(), 'en', 'date');
  return formatInNairobi(at, language, today ? 'time' : 'dateTime');
}
