import type { QueueEvent, StationQueue } from '@foleni/contract';
import { API_PATHS } from '@foleni/contract/constants';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest, apiUrl } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { isUnreachable, keepData, keptData } from '@/lib/pwa/kept-account';
import { type LastUpdated, useLastUpdated } from '@/lib/pwa/use-last-updated';
import {
  applyQueueEvent,
  type LiveStationQueue,
  liveQueueFrom,
  newestEventOf,
} from '../lib/station-queue-state';

/** `live` while the stream is open; `reconnecting` from a drop until it is open again. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export type StationQueueStream = {
  queue: LiveStationQueue | null;
  status: LiveStatus;
  /** The station does not exist: the stream will never open. */
  missing: boolean;
  /**
   * Whether the shown queue may be out of date (not live, and offline or answered from the
   * service worker's cache), and its time.
   */
  lastUpdated: LastUpdated;
  /**
   * When the server last told this page about the queue (ms): the stream opening or an event
   * arriving, or the time of the snapshot answer; null before any.
   */
  updatedAt: number | null;
  /** Applies a change this page made, before the stream's copy of it arrives. */
  apply: (event: QueueEvent) => void;
};

const MAX_RETRY_MS = 30_000;

// The stream's JSON is the server's own answer; the board stays without zod to stay light.
const asStationQueue = { parse: (data: unknown) => data as StationQueue };

const snapshotPath = API_PATHS.stationQueue;

// Kept by the signed-in account's device (lib/pwa/kept-account.ts), not checked again.
const asLiveStationQueue = { parse: (data: unknown) => data as LiveStationQueue };

/**
 * The queue this account's page last showed and when the server last told it about the queue,
 * when that is newer than `fresh` (the service worker's copy, which may be older), or stands in
 * for no answer at all.
 */
function keptQueue(stationId: number, fresh: StationQueue | null) {
  const kept = keptData(snapshotPath(stationId), asLiveStationQueue);
  return kept && (fresh === null || newestEventOf(kept.value) > fresh.last_event_id) ? kept : null;
}

/**
 * A station's queue: the snapshot (`GET stations/:id/queue/`, which the service worker keeps for
 * offline use), then live (`GET stations/:id/queue/events/`) every change from there. EventSource
 * reconnects by itself and resumes from the last event it saw (the server sends a fresh snapshot
 * only if changes were missed); when the browser gives up (an error answer) this reconnects with
 * backoff, and while the browser is offline it waits for the network to come back.
 *
 * With `keep` (the signed-in marshal's queue page), the queue shown is also kept on the device
 * with its time, live changes included, and a start without the server begins from it when it
 * is newer than the service worker's copy of the snapshot.
 */
export function useStationQueueStream(
  stationId: number | null,
  { keep = false }: { keep?: boolean } = {},
): StationQueueStream {
  const [queue, setQueue] = useState<LiveStationQueue | null>(null);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [missing, setMissing] = useState(false);
  // When the stream last dropped: the queue shown was the server's until then.
  const [liveUntil, setLiveUntil] = useState<number | null>(null);
  const [heardAt, setHeardAt] = useState<number | null>(null);
  const lastUpdated = useLastUpdated(
    stationId === null ? null : snapshotPath(stationId),
    liveUntil,
  );

  useEffect(() => {
    setQueue(null);
    setStatus('connecting');
    setMissing(false);
    setLiveUntil(null);
    setHeardAt(null);
    if (stationId === null) {
      return;
    }
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let lastEventId: number | null = null;
    let stopped = false;
    let live = false;

    const markDropped = () => {
      if (live) {
        live = false;
        setLiveUntil(Date.now());
      }
    };

    // Resume from what the stream itself delivered, not from this page's own early answers.
    const received = (id: string) => {
      setHeardAt(Date.now());
      const value = Number(id);
      if (Number.isInteger(value)) {
        lastEventId = Math.max(lastEventId ?? 0, value);
      }
    };

    const drop = () => {
      source?.close();
      source = null;
      clearTimeout(retryTimer);
    };

    const retryLater = () => {
      drop();
      if (!navigator.onLine) {
        return; // `backOnline` connects; a try now could only fail
      }
      const delay = Math.min(1000 * 2 ** attempt, MAX_RETRY_MS);
      attempt += 1;
      retryTimer = setTimeout(() => void checkThenConnect(), delay);
    };

    // The queue kept on the device, at the start, when it is newer than what came back.
    const startFromKept = (fresh: StationQueue | null): boolean => {
      const kept = keep && lastEventId === null ? keptQueue(stationId, fresh) : null;
      if (kept) {
        lastEventId = newestEventOf(kept.value);
        setQueue(kept.value);
        setHeardAt(kept.at);
      }
      return kept !== null;
    };

    // The snapshot, then the stream: at the start and after a refused stream. A missing station
    // stops here; anything else tries again.
    const checkThenConnect = async () => {
      try {
        const fresh = await apiRequest(snapshotPath(stationId), {
          schema: asStationQueue,
          auth: false,
        });
        if (stopped) return;
        if (!startFromKept(fresh) && (lastEventId === null || fresh.last_event_id > lastEventId)) {
          lastEventId = fresh.last_event_id;
          setQueue(liveQueueFrom(fresh));
        }
        connect();
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && error.status === 404) {
          setMissing(true);
          return;
        }
        if (isUnreachable(error)) startFromKept(null);
        retryLater();
      }
    };

    const connect = () => {
      drop();
      if (!navigator.onLine) {
        return; // `backOnline` connects; a try now could only fail
      }
      const events = new EventSource(
        apiUrl(`stations/${stationId}/queue/events/`, { last_event_id: lastEventId }),
      );
      source = events;
      events.onopen = () => {
        setHeardAt(Date.now());
        attempt = 0;
        setStatus('live');
        live = true;
      };
      events.addEventListener('snapshot', (message) => {
        received(message.lastEventId);
        setQueue(liveQueueFrom(JSON.parse(message.data) as StationQueue));
      });
      events.addEventListener('queue', (message) => {
        received(message.lastEventId);
        const event = JSON.parse(message.data) as QueueEvent;
        setQueue((current) => (current ? applyQueueEvent(current, event) : current));
      });
      events.onerror = () => {
        setStatus('reconnecting');
        markDropped();
        // CONNECTING: the browser retries by itself; CLOSED: it gave up, so this one does.
        if (events.readyState === EventSource.CLOSED) {
          retryLater();
        }
      };
    };

    const goneOffline = () => {
      drop();
      setStatus('reconnecting');
      markDropped();
    };
    const backOnline = () => {
      attempt = 0;
      connect();
    };
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    void checkThenConnect();
    return () => {
      stopped = true;
      drop();
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [stationId, keep]);

  const apply = useCallback(
    (event: QueueEvent) =>
      setQueue((current) => (current ? applyQueueEvent(current, event) : current)),
    [],
  );

  const updatedAt = Math.max(heardAt ?? 0, lastUpdated.at ?? 0);
  useEffect(() => {
    if (keep && stationId !== null && queue !== null && updatedAt > 0) {
      keepData(snapshotPath(stationId), queue, updatedAt);
    }
  }, [keep, stationId, queue, updatedAt]);
  return {
    queue,
    status,
    missing,
    apply,
    updatedAt: updatedAt > 0 ? updatedAt : null,
    lastUpdated: { ...lastUpdated, stale: lastUpdated.stale && status !== 'live' },
  };
}
