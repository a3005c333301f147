import '@/i18n/queue';
import {
  CarOutlined,
  ClockCircleOutlined,
  MoreOutlined,
  SendOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { QueueEntry } from '@foleni/contract';
import { Button, Dropdown, type MenuProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatClockTime, formatDuration, minutesSince } from '../lib/durations';
import type { QueueAbilities } from '../lib/queue-abilities';
import { splitLine } from '../lib/station-queue-state';
import type { PendingAction } from '../offline/pending-store';
import styles from './route-queue-column.module.css';

export type EntryAction = 'call' | 'depart' | 'leave' | 'remove' | 'move';

type RouteQueueColumnProps = {
  route: { route: number; route_code: string; route_name: string; entries: QueueEntry[] };
  abilities: QueueAbilities;
  /** Vehicles the signed-in driver drives: they may take these out. */
  ownVehicles: ReadonlySet<number>;
  /** The entry whose change is being sent, if any. */
  pendingEntry: number | null;
  /** This route's actions waiting on the device to be sent, in the order made. */
  waitingActions: readonly PendingAction[];
  now: number;
  onAction: (entry: QueueEntry, action: EntryAction) => void;
};

/** One route's line at the station: the loading vehicle on top, the waiting ones in order. */
export function RouteQueueColumn({
  route,
  abilities,
  ownVehicles,
  pendingEntry,
  waitingActions,
  now,
  onAction,
}: RouteQueueColumnProps) {
  const { t, i18n } = useTranslation();
  const { loading, waiting } = splitLine(route.entries);
  const head = waiting[0];
  const titleId = `route-queue-${route.route}`;
  const joins = waitingActions.filter((action) => action.kind === 'join');
  const changesOf = (entry: QueueEntry) =>
    waitingActions.filter((action) => action.kind === 'change' && action.entry === entry.id);
  // An entry with a change waiting on the device takes no other until that one is answered.
  const busy = (entry: QueueEntry) => pendingEntry !== null || changesOf(entry).length > 0;

  const moreItems = (entry: QueueEntry): MenuProps['items'] => {
    const items: NonNullable<MenuProps['items']> = [];
    if (abilities.move && entry.status === 'waiting' && waiting.length > 1) {
      items.push({ key: 'move', label: t('queue.actions.move') });
    }
    if (abilities.run) {
      items.push({ key: 'leave', label: t('queue.actions.leave') });
      items.push({ key: 'remove', label: t('queue.actions.remove'), danger: true });
    } else if (abilities.leaveOwn && ownVehicles.has(entry.vehicle)) {
      items.push({ key: 'leave', label: t('queue.actions.leaveMine') });
    }
    return items;
  };

  const entryMenu = (entry: QueueEntry) => {
    const items = moreItems(entry);
    if (!items?.length) {
      return null;
    }
    return (
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        disabled={busy(entry)}
        menu={{ items, onClick: ({ key }) => onAction(entry, key as EntryAction) }}
      >
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined />}
          aria-label={t('queue.actions.more', { plate: entry.plate })}
        />
      </Dropdown>
    );
  };

  const times = (entry: QueueEntry) => {
    const since =
      entry.status === 'loading' && entry.loading_at ? entry.loading_at : entry.joined_at;
    const duration = formatDuration(t, minutesSince(since, now));
    return (
      <span className={styles.times}>
        {t('queue.joinedAt', { time: formatClockTime(entry.joined_at, i18n.language) })}
        {' · '}
        {t(entry.status === 'loading' ? 'queue.loadingFor' : 'queue.waitingFor', { duration })}
      </span>
    );
  };

  const pendingTag = (action: PendingAction) => (
    <Tag
      key={action.key}
      color="warning"
      icon={<ClockCircleOutlined />}
      className={styles.pending}
      data-testid="pending-action"
    >
      {t('queue.offline.pending', {
        action: t(
          `queue.offline.actions.${action.kind === 'join' ? 'join' : action.change.action}`,
        ),
      })}
    </Tag>
  );

  const plate = (entry: QueueEntry) => (
    <span className={styles.plate}>
      {entry.plate}
      {ownVehicles.has(entry.vehicle) ? (
        <Tag color="processing" className={styles.mine}>
          {t('queue.yourVehicle')}
        </Tag>
      ) : null}
      {changesOf(entry).map(pendingTag)}
    </span>
  );

  return (
    <section className={styles.column} aria-labelledby={titleId} data-testid="route-queue">
      <header className={styles.header}>
        <span className={styles.code}>{route.route_code}</span>
        <span className={styles.headerText}>
          <h2 id={titleId} className={styles.name}>
            <span className={styles.visuallyHidden}>
              {t('queue.routeLabel', { code: route.route_code })}:{' '}
            </span>
            {route.route_name}
          </h2>
          <span className={styles.count}>
            {t('queue.vehicles', { count: route.entries.length })}
          </span>
        </span>
      </header>

      <div className={styles.loadingSlot} data-empty={!loading || undefined}>
        <div className={styles.slotLabel}>
          <ThunderboltOutlined aria-hidden="true" /> {t('queue.loadingNow')}
        </div>
        {loading ? (
          <div className={styles.loadingEntry} data-testid="loading-entry">
            <div className={styles.entryMain}>
              {plate(loading)}
              {times(loading)}
            </div>
            <div className={styles.entryActions}>
              {abilities.run ? (
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={pendingEntry === loading.id}
                  disabled={busy(loading) && pendingEntry !== loading.id}
                  onClick={() => onAction(loading, 'depart')}
                >
                  {t('queue.actions.depart')}
                </Button>
              ) : null}
              {entryMenu(loading)}
            </div>
          </div>
        ) : (
          <div className={styles.nobody}>
            <span>{t('queue.nobodyLoading')}</span>
            {abilities.run && head ? (
              <Button
                type="primary"
                icon={<CarOutlined />}
                loading={pendingEntry === head.id}
                disabled={busy(head) && pendingEntry !== head.id}
                onClick={() => onAction(head, 'call')}
              >
                {t('queue.actions.callNext')}
              </Button>
            ) : null}
          </div>
        )}
      </div>

      <div className={styles.slotLabel}>{t('queue.waitingLine')}</div>
      {waiting.length === 0 && joins.length === 0 ? (
        <p className={styles.empty}>{t('queue.emptyRoute')}</p>
      ) : (
        <ol className={styles.line}>
          {waiting.map((entry) => (
            <li key={entry.id} className={styles.entry} data-testid="waiting-entry">
              <span className={styles.position}>
                <span aria-hidden="true">{entry.position}</span>
                <span className={styles.visuallyHidden}>
                  {t('queue.position', { position: entry.position ?? '' })}
                </span>
              </span>
              <div className={styles.entryMain}>
                {plate(entry)}
                {times(entry)}
              </div>
              {entryMenu(entry)}
            </li>
          ))}
          {joins.map((action) => (
            <li key={action.key} className={styles.entry} data-testid="pending-entry">
              <span className={styles.position} aria-hidden="true" />
              <div className={styles.entryMain}>
                <span className={styles.plate}>
                  {action.plate}
                  {pendingTag(action)}
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
