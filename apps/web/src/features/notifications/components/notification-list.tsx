import '@/i18n/queue';
import type { notificationListSchema } from '@foleni/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { refusalText } from '@/lib/api-error-text';
import { formatInNairobi } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useMarkNotificationsRead } from '../api/notifications';
import { notificationText } from '../lib/notification-text';
import styles from './notification-list.module.css';

type NotificationListProps = {
  list: UseQueryResult<z.infer<typeof notificationListSchema>>;
};

/** The latest notifications, newest first; unread ones stand out and can be marked read. */
export function NotificationList({ list }: NotificationListProps) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkNotificationsRead();
  const mark = (id: number | null) =>
    markRead.mutate(id, {
      onError: (error) => toast.error(refusalText(t, error, t('notifications.loadFailed'))),
    });

  return (
    <section className={styles.panel} aria-labelledby="notifications-title">
      <header className={styles.header}>
        <h2 id="notifications-title" className={styles.title}>
          {t('notifications.title')}
        </h2>
        {list.data && list.data.unread > 0 ? (
          <Button
            type="link"
            size="small"
            onClick={() => mark(null)}
            loading={markRead.isPending && markRead.variables === null}
          >
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </header>
      {list.isPending ? (
        <Spin className={styles.spinner} />
      ) : list.error && !list.data ? (
        <LoadFailedAlert
          title={t('notifications.loadFailed')}
          retryLabel={t('notifications.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />
      ) : (
        <ul className={styles.list}>
          {list.data.results.map((notification) => {
            const text = notificationText(t, notification);
            const unread = notification.read_at === null;
            return (
              <li
                key={notification.id}
                className={styles.item}
                data-unread={unread || undefined}
                data-testid="notification"
              >
                <div className={styles.text}>
                  <span className={styles.itemTitle}>
                    {unread ? (
                      <span
                        className={styles.dot}
                        role="img"
                        aria-label={t('notifications.unread')}
                      />
                    ) : null}
                    {text.title}
                  </span>
                  <span className={styles.body}>{text.body}</span>
                  <time className={styles.time} dateTime={notification.created_at}>
                    {formatInNairobi(notification.created_at, i18n.language, 'dateTime', {
                      zone: true,
                    })}
                  </time>
                </div>
                {unread ? (
                  <Button
                    size="small"
                    type="text"
                    className={styles.markRead}
                    onClick={() => mark(notification.id)}
                  >
                    {t('notifications.markRead')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
