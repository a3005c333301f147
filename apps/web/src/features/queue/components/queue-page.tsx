import '@/i18n/queue';
import { DesktopOutlined, PlusOutlined } from '@ant-design/icons';
import type { Capabilities, QueueChangeInput, QueueEntry, User } from '@foleni/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Empty, Spin, Switch } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { useStation } from '@/features/stations/api/get-station';
import { refusalText } from '@/lib/api-error-text';
import { parseId } from '@/lib/parse-id';
import { problemText } from '@/lib/problem-text';
import { reachOf } from '@/lib/reach';
import { toast } from '@/lib/toast';
import { useMyQueueEntries } from '../api/get-my-queue-entries';
import { queueQueryKey } from '../api/query-keys';
import { useStationChoices } from '../api/search-stations';
import { useNow } from '../hooks/use-now';
import { useStationQueueStream } from '../hooks/use-station-queue-stream';
import { queueAbilities } from '../lib/queue-abilities';
import { routesByActivity, splitLine } from '../lib/station-queue-state';
import {
  dismissRefusal,
  flushOutbox,
  onQueuedActionApplied,
  submitQueueAction,
  useOutbox,
} from '../offline/outbox';
import { ConnectionState } from './connection-state';
import { EntryChangeDialog, type ReasonedAction } from './entry-change-dialog';
import styles from './queue-page.module.css';
import { type EntryAction, RouteQueueColumn } from './route-queue-column';
import { StationPicker } from './station-picker';

/**
 * /dashboard/queue: a station's lines, one column per route, live from the station's stream.
 * The station is in the address (`?station=`); a station admin starts on their first station.
 */
export function QueuePage({ user, capabilities }: { user: User; capabilities: Capabilities }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stationId = parseId(params.get('station') ?? undefined);
  // A station's runner who runs only their own stations starts on one of them.
  const ownOnly = reachOf(user, 'queue.run') === 'station';
  const ownStations = useStationChoices(true, '', ownOnly);
  const firstOwn = ownOnly ? ownStations.data?.results[0]?.id : undefined;

  useEffect(() => {
    if (stationId === null && firstOwn !== undefined) {
      setParams({ station: String(firstOwn) }, { replace: true });
    }
  }, [stationId, firstOwn, setParams]);

  const chooseStation = (station: number) => setParams({ station: String(station) });
  // Kept on the phone: the page reopens without a network as the marshal last saw it.
  const stream = useStationQueueStream(stationId, { keep: true });
  const outbox = useOutbox(stationId);
  const noOwnStation = ownOnly && ownStations.data?.count === 0;

  // Opening the page sends what was made offline and is still waiting (the app was closed when
  // the connection came back).
  useEffect(() => {
    void flushOutbox();
  }, []);

  return (
    <>
      <PageHeader
        title={t('queue.title')}
        subtitle={t('queue.subtitle')}
        extra={
          capabilities['queue.join'] ? (
            <ButtonLink
              type="primary"
              icon={<PlusOutlined />}
              to={paths.dashboard.newQueue.getHref(stationId ?? undefined)}
            >
              {t('queue.addVehicle')}
            </ButtonLink>
          ) : null
        }
      />
      <div className={styles.toolbar}>
        <label className={styles.stationField} htmlFor="queue-station">
          <span className={styles.fieldLabel}>{t('queue.station')}</span>
          <StationPicker
            id="queue-station"
            className={styles.stationSelect}
            own={ownOnly}
            value={stationId}
            valueName={stream.queue?.station_name}
            onChange={chooseStation}
          />
        </label>
        {stationId !== null && !stream.missing ? (
          <div className={styles.toolbarEnd}>
            <ConnectionState
              status={stream.status}
              updatedAt={stream.updatedAt}
              waiting={outbox.pending.length}
            />
            <Link
              to={paths.stationBoard.getHref(stationId)}
              target="_blank"
              className={styles.boardLink}
            >
              <DesktopOutlined aria-hidden="true" /> {t('queue.openBoard')}
            </Link>
          </div>
        ) : null}
      </div>
      {noOwnStation ? (
        <Alert type="info" showIcon title={t('queue.noOwnStations')} />
      ) : stationId === null ? (
        ownOnly && ownStations.isPending ? (
          <Spin className={styles.spinner} />
        ) : (
          <Empty description={t('queue.chooseStation')} />
        )
      ) : stream.missing ? (
        <Alert type="warning" showIcon title={t('queue.stationMissing')} />
      ) : (
        <App>
          <StationLines
            key={stationId}
            stationId={stationId}
            capabilities={capabilities}
            stream={stream}
            outbox={outbox}
          />
        </App>
      )}
    </>
  );
}

type StationLinesProps = {
  stationId: number;
  capabilities: Capabilities;
  stream: ReturnType<typeof useStationQueueStream>;
  outbox: ReturnType<typeof useOutbox>;
};

function StationLines({ stationId, capabilities, stream, outbox }: StationLinesProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const station = useStation(stationId);
  const abilities = queueAbilities(station.data, capabilities);
  const mine = useMyQueueEntries(abilities.leaveOwn);
  const ownVehicles = useMemo(
    () =>
      new Set((mine.data ?? []).filter((entry) => entry.can?.leave).map((entry) => entry.vehicle)),
    [mine.data],
  );
  const [pendingEntry, setPendingEntry] = useState<number | null>(null);
  const { apply } = stream;
  const [dialog, setDialog] = useState<{ entry: QueueEntry; action: ReasonedAction } | null>(null);
  const [showEmpty, setShowEmpty] = useState(false);
  const now = useNow(30_000);

  // Actions sent later from the device's queue show as soon as they are answered.
  useEffect(
    () =>
      onQueuedActionApplied((reply) => {
        apply(reply);
        void queryClient.invalidateQueries({ queryKey: queueQueryKey });
      }),
    [apply, queryClient],
  );

  const send = async (entry: QueueEntry, input: QueueChangeInput) => {
    setPendingEntry(entry.id);
    try {
      const sent = await submitQueueAction(
        { kind: 'change', entry: entry.id, change: input },
        { station: entry.station, route: entry.route, plate: entry.plate },
      );
      if (sent.queued) {
        toast.info(t('queue.offline.saved'));
      } else {
        apply(sent.reply);
        void queryClient.invalidateQueries({ queryKey: queueQueryKey });
        toast.success(problemText(t, sent.reply));
      }
      setDialog(null);
    } catch (error) {
      toast.error(refusalText(t, error, t('queue.actionFailed')));
    } finally {
      setPendingEntry(null);
    }
  };

  const onAction = (entry: QueueEntry, action: EntryAction) => {
    if (action === 'call' || action === 'depart') {
      void send(entry, { action });
    } else if (action === 'leave') {
      void modal.confirm({
        title: t('queue.leave.title', { plate: entry.plate }),
        content: t('queue.leave.body'),
        okText: t('queue.leave.confirm'),
        cancelText: t('queue.cancel'),
        onOk: () => send(entry, { action: 'leave' }),
      });
    } else {
      setDialog({ entry, action });
    }
  };

  const queue = stream.queue;
  // Every route that loads here has a column; the live lines fill them.
  const columns = useMemo(() => {
    const lines = new Map((queue?.routes ?? []).map((route) => [route.route, route]));
    const all = (station.data?.routes ?? []).map(
      (route) =>
        lines.get(route.id) ?? {
          route: route.id,
          route_code: route.route_id,
          route_name: route.route_name,
          entries: [],
        },
    );
    for (const line of lines.values()) {
      if (!all.some((route) => route.route === line.route)) all.push(line);
    }
    return routesByActivity(all);
  }, [queue, station.data]);

  if (!queue) {
    return <Spin className={styles.spinner} />;
  }
  const waitingOn = (route: number) => outbox.pending.filter((action) => action.route === route);
  const busy = columns.filter(
    (route) => route.entries.length > 0 || waitingOn(route.route).length > 0,
  );
  const shown = showEmpty ? columns : busy;
  const dialogLine = dialog ? columns.find((route) => route.route === dialog.entry.route) : null;
  const { loading, waiting } = splitLine(dialogLine?.entries ?? []);

  return (
    <>
      {!abilities.run && !abilities.leaveOwn ? (
        <Alert className={styles.notice} type="info" showIcon title={t('queue.readOnly')} />
      ) : null}
      {outbox.refusals.map(({ action, problem }) => (
        <Alert
          key={action.key}
          className={styles.notice}
          type="error"
          showIcon
          closable={{ onClose: () => dismissRefusal(action.key) }}
          title={t('queue.offline.refused', {
            plate: action.plate,
            action: t(
              `queue.offline.actions.${action.kind === 'join' ? 'join' : action.change.action}`,
            ),
          })}
          description={problemText(t, problem)}
          data-testid="refused-action"
        />
      ))}
      {columns.length > busy.length ? (
        <div className={styles.emptyToggle}>
          <Switch id="show-empty-routes" size="small" checked={showEmpty} onChange={setShowEmpty} />
          <label htmlFor="show-empty-routes">{t('queue.showEmptyRoutes')}</label>
        </div>
      ) : null}
      {shown.length === 0 ? (
        <Empty className={styles.emptyStation} description={t('queue.emptyStation')} />
      ) : (
        <div className={styles.columns} data-testid="queue-columns">
          {shown.map((route) => (
            <RouteQueueColumn
              key={route.route}
              route={route}
              abilities={abilities}
              ownVehicles={ownVehicles}
              pendingEntry={pendingEntry}
              waitingActions={waitingOn(route.route)}
              now={now}
              onAction={onAction}
            />
          ))}
        </div>
      )}
      <EntryChangeDialog
        target={dialog}
        placeRange={{ min: loading ? 2 : 1, max: (loading ? 1 : 0) + waiting.length }}
        pending={pendingEntry !== null}
        onCancel={() => setDialog(null)}
        onConfirm={(input) => dialog && void send(dialog.entry, input)}
      />
    </>
  );
}
