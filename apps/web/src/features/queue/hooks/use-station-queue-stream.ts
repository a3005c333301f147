import type { QueueEvent, StationQueue } from '@foleni/contract';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest, apiUrl } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { applyQueueEvent, type LiveStationQueue, liveQueueFrom } from '../lib/station-queue-state';

/** `live` while the stream is open; `reconnecting` from a drop until it is open again. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export type StationQueueStream = {
  queue: LiveStationQueue | null;
  status: LiveStatus;
  /** The station does not exist: the stream will never open. */
  missing: boolean;
  /** Applies a change this page made, before the stream's copy of it arrives. */
  apply: (event: QueueEvent) => void;
};

const MAX_RETRY_MS = 30_000;

// The stream's JSON is the server's own answer; the board stays without zod to stay light.
const asStationQueue = { parse: (data: unknown) => data as StationQueue };

/**
 * A station's queue, live (`GET stations/:id/queue/events/`): the snapshot, then every change.
 * EventSource reconnects by itself and resumes from the last event it saw (the server sends a
 * fresh snapshot only if changes were missed); when the browser gives up (an error answer) or
 * goes offline, this reconnects with backoff, resuming from the last event id.
 */
export function useStationQueueStream(stationId: number | null): StationQueueStream {
  const [queue, setQueue] = useState<LiveStationQueue | null>(null);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    setQueue(null);
    setStatus('connecting');
    setMissing(false);
    if (stationId === null) {
      return;
    }
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let lastEventId: number | null = null;
    let stopped = false;

    // Resume from what the stream itself delivered, not from this page's own early answers.
    const received = (id: string) => {
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
      const delay = Math.min(1000 * 2 ** attempt, MAX_RETRY_MS);
      attempt += 1;
      retryTimer = setTimeout(() => void checkThenConnect(), delay);
    };

    // After a refused stream: a missing station stops here, anything else tries again.
    const checkThenConnect = async () => {
      try {
        const fresh = await apiRequest(`stations/${stationId}/queue/`, {
          schema: asStationQueue,
          auth: false,
        });
        if (stopped) return;
        if (lastEventId === null || fresh.last_event_id > lastEventId) {
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
        retryLater();
      }
    };

    const connect = () => {
      drop();
      const events = new EventSource(
        apiUrl(`stations/${stationId}/queue/events/`, { last_event_id: lastEventId }),
      );
      source = events;
      events.onopen = () => {
        attempt = 0;
        setStatus('live');
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
        // CONNECTING: the browser retries by itself; CLOSED: it gave up, so this one does.
        if (events.readyState === EventSource.CLOSED) {
          retryLater();
        }
      };
    };

    const goneOffline = () => {
      drop();
      setStatus('reconnecting');
    };
    const backOnline = () => {
      attempt = 0;
      connect();
    };
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    connect();
    return () => {
      stopped = true;
      drop();
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [stationId]);

  const apply = useCallback(
    (event: QueueEvent) =>
      setQueue((current) => (current ? applyQueueEvent(current, event) : current)),
    [],
  );

  return { queue, status, missing, apply };
}
