import '@/i18n/queue';
import { ClockCircleOutlined, FieldTimeOutlined, SendOutlined } from '@ant-design/icons';
import type { User } from '@foleni/contract';
import { Select, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import card from '@/components/ui/dashboard-card.module.css';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { reachOf } from '@/lib/reach';
import { useQueueStats } from '../api/get-queue-stats';
import { useStationChoices } from '../api/search-stations';
import { DeparturesChart } from './departures-chart';
import styles from './queue-stats-panel.module.css';

function Figure({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>
        {icon} {label}
      </dt>
      <dd className={styles.value}>{value}</dd>
      {note ? <dd className={styles.note}>{note}</dd> : null}
    </div>
  );
}

/**
 * The dashboard's "today" block: departures, vehicles waiting now, the average wait and the
 * departures per hour. A station admin sees their station (a choice if they run several);
 * everyone else the whole network.
 */
export function QueueStatsPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  const stationAdmin = reachOf(user, 'queue.run') === 'station';
  const own = useStationChoices(true, '', stationAdmin);
  const ownStations = stationAdmin ? (own.data?.results ?? []) : [];
  const [chosen, setChosen] = useState<number | undefined>();
  const station = chosen ?? ownStations[0]?.id;
  // A station admin's figures wait for their station; without one they see the whole network.
  const ready = !stationAdmin || own.isSuccess;
  const stats = useQueueStats(station, ready);

  return (
    <section className={card.panel} aria-labelledby="queue-stats-title">
      <header className={styles.header}>
        <h2 id="queue-stats-title" className={card.title}>
          {t('queueStats.title')}
        </h2>
        {ownStations.length > 1 ? (
          <Select<number>
            className={styles.stationSelect}
            aria-label={t('queue.station')}
            value={station}
            onChange={setChosen}
            options={ownStations.map((item) => ({ value: item.id, label: item.name }))}
          />
        ) : (
          <span className={styles.scope}>
            {ownStations[0]?.name ?? (stationAdmin ? '' : t('queueStats.allStations'))}
          </span>
        )}
      </header>
      {stats.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : stats.error && !stats.data ? (
        <LoadFailedAlert
          title={t('queueStats.loadFailed')}
          retryLabel={t('queueStats.retry')}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <>
          <dl className={styles.figures}>
            <Figure
              icon={<SendOutlined aria-hidden="true" />}
              label={t('queueStats.departures')}
              value={<span data-testid="stat-departures">{stats.data.departures}</span>}
            />
            <Figure
              icon={<ClockCircleOutlined aria-hidden="true" />}
              label={t('queueStats.waitingNow')}
              value={<span data-testid="stat-waiting">{stats.data.waiting_now}</span>}
              note={
                stats.data.loading_now > 0
                  ? t('queueStats.loadingNow', { count: stats.data.loading_now })
                  : null
              }
            />
            <Figure
              icon={<FieldTimeOutlined aria-hidden="true" />}
              label={t('queueStats.averageWait')}
              value={
                stats.data.average_wait_minutes === null ? (
                  <span className={styles.none}>{t('queueStats.noWait')}</span>
                ) : (
                  t('queueStats.minutes', { minutes: stats.data.average_wait_minutes })
                )
              }
            />
          </dl>
          <h3 className={styles.chartTitle}>{t('queueStats.chartTitle')}</h3>
          <DeparturesChart perHour={stats.data.departures_per_hour} />
        </>
      )}
    </section>
  );
}
