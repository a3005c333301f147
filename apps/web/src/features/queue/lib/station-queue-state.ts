import type { QueueEntry, QueueEvent, StationQueue } from '@foleni/contract';

/** A station's lines on a live board, and the last event applied to each route's line. */
export type LiveStationQueue = StationQueue & { applied: Readonly<Record<number, number>> };

export function liveQueueFrom(snapshot: StationQueue): LiveStationQueue {
  return { ...snapshot, applied: {} };
}

/** The newest event a live queue reflects: its snapshot's, or a later one applied to a line. */
export function newestEventOf(state: LiveStationQueue): number {
  return Math.max(state.last_event_id, ...Object.values(state.applied));
}

/**
 * A station's lines as a live board keeps them: the snapshot the stream starts with, then each
 * event's whole line for its route. An event a route's line already reflects (a resent one, or
 * the stream's copy of a change whose answer this page applied first) changes nothing; the check
 * is per route, so applying this page's own change early never hides another route's older one.
 */
export function applyQueueEvent(state: LiveStationQueue, event: QueueEvent): LiveStationQueue {
  const seen = state.applied[event.route] ?? state.last_event_id;
  if (event.station !== state.station || event.id <= seen) {
    return state;
  }
  const known = state.routes.some((route) => route.route === event.route);
  const routes = known
    ? state.routes.map((route) =>
        route.route === event.route ? { ...route, entries: event.queue } : route,
      )
    : [
        ...state.routes,
        {
          route: event.route,
          route_code: event.entry.route_code,
          route_name: event.entry.route_name,
          entries: event.queue,
        },
      ];
  return { ...state, routes, applied: { ...state.applied, [event.route]: event.id } };
}

/** The vehicle loading now (at most one), and the waiting line behind it in order. */
export function splitLine(entries: readonly QueueEntry[]): {
  loading: QueueEntry | null;
  waiting: QueueEntry[];
} {
  const ordered = [...entries].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return {
    loading: ordered.find((entry) => entry.status === 'loading') ?? null,
    waiting: ordered.filter((entry) => entry.status === 'waiting'),
  };
}

/** Routes with vehicles first (busiest first), then by route number, as a board shows them. */
export function routesByActivity<R extends { route_code: string; entries: readonly unknown[] }>(
  routes: readonly R[],
): R[] {
  return [...routes].sort(
    (a, b) =>
      b.entries.length - a.entries.length ||
      a.route_code.localeCompare(b.route_code, undefined, { numeric: true }),
  );
}
