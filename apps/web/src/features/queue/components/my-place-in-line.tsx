import '@/i18n/queue';
import { PlusOutlined } from '@ant-design/icons';
import type { QueueEntry } from '@foleni/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import card from '@/components/ui/dashboard-card.module.css';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { paths } from '@/config/paths';
import { useMyQueueEntries } from '../api/get-my-queue-entries';
import { queueQueryKey } from '../api/query-keys';
import { useStationQueueStream } from '../hooks/use-station-queue-stream';
import { LiveIndicator } from './live-indicator';
import styles from './my-place-in-line.module.css';

/**
 * A driver's (or owner's) vehicles in a line now, each followed live on its station's stream:
 * the place, how many are ahead, "you are next" and "called to load".
 */
export function MyPlaceInLine({ canJoin }: { canJoin: boolean }) {
  const { t } = useTranslation();
  const entries = useMyQueueEntries();

  return (
    <section className={card.panel} aria-labelledby="my-place-title">
      <h2 id="my-place-title" className={styles.title}>
        {t('myPlace.title')}
      </h2>
      {entries.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : entries.error && !entries.data ? (
        <LoadFailedAlert
          title={t('myPlace.loadFailed')}
          retryLabel={t('myPlace.retry')}
          onRetry={() => void entries.refetch()}
        />
      ) : entries.data.length === 0 ? (
        <div className={styles.none}>
          <p>{t('myPlace.none')}</p>
          {canJoin ? (
            <ButtonLink icon={<PlusOutlined />} to={paths.dashboard.newQueue.getHref()}>
              {t('queue.addVehicle')}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <div className={styles.cards}>
          {entries.data.map((entry) => (
            <PlaceCard key={entry.id} entry={entry} />
          ))}
        </div>
      )}
    </section>
  );
}

function PlaceCard({ entry }: { entry: QueueEntry }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queue, status } = useStationQueueStream(entry.station);
  const line = queue?.routes.find((route) => route.route === entry.route)?.entries;
  const live = line ? line.find((item) => item.id === entry.id) : entry;
  const gone = line !== undefined && live === undefined;

  // Departed, left or removed: the list of this driver's vehicles in line has changed.
  useEffect(() => {
    if (gone) {
      void queryClient.invalidateQueries({ queryKey: queueQueryKey });
    }
  }, [gone, queryClient]);

  const current = live ?? entry;
  const position = current.position ?? 0;
  const loadingAhead = (line ?? []).some(
    (item) => item.status === 'loading' && item.id !== current.id,
  );
  const called = current.status === 'loading';
  const next = !called && position === (loadingAhead ? 2 : 1);

  return (
    <article
      className={styles.card}
      data-state={called ? 'called' : next ? 'next' : 'waiting'}
      data-testid="my-place"
    >
      <header className={styles.cardHeader}>
        <span className={styles.plate}>{current.plate}</span>
        <LiveIndicator status={status} />
      </header>
      <p className={styles.where}>
        {t('myPlace.where', { station: current.station_name, code: current.route_code })}
      </p>
      <div className={styles.place}>
        {called ? (
          <span className={styles.big}>{t('myPlace.called')}</span>
        ) : (
          <>
            <span className={styles.big}>{t('myPlace.position', { position })}</span>
            <span className={styles.ahead}>
              {next ? t('myPlace.youAreNext') : t('myPlace.ahead', { count: position - 1 })}
            </span>
          </>
        )}
      </div>
    </article>
  );
}
