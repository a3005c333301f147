import type { QueueEntry, QueueEvent, StationQueue } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { applyQueueEvent, liveQueueFrom, routesByActivity, splitLine } from './station-queue-state';

function entry(id: number, position: number, status: QueueEntry['status'] = 'waiting'): QueueEntry {
  return {
    id,
    station: 4,
    station_name: 'Kencom',
    route: 7,
    route_code: '46Y',
    route_name: 'Kencom-Yaya',
    vehicle: 100 + id,
    plate: `KDA ${id}Q`,
    seats: 14,
    status,
    position,
    joined_at: '2026-11-22T07:00:00.000Z',
    loading_at: status === 'loading' ? '2026-11-22T07:10:00.000Z' : null,
    departed_at: null,
    ended_at: null,
    end_reason: null,
  };
}

const snapshot = liveQueueFrom({
  station: 4,
  station_name: 'Kencom',
  short_code: '104',
  last_event_id: 10,
  routes: [{ route: 7, route_code: '46Y', route_name: 'Kencom-Yaya', entries: [entry(1, 1)] }],
} satisfies StationQueue);

function event(id: number, line: QueueEntry[], changed = line[0] ?? entry(9, 1)): QueueEvent {
  return {
    id,
    station: 4,
    route: changed.route,
    type: 'joined',
    entry: changed,
    reason: null,
    at: '2026-11-22T07:20:00.000Z',
    queue: line,
  };
}

describe('applyQueueEvent', () => {
  it("replaces the route's line with the event's and remembers the event", () => {
    const next = applyQueueEvent(snapshot, event(11, [entry(1, 1, 'loading'), entry(2, 2)]));
    expect(next.applied).toEqual({ 7: 11 });
    expect(next.routes[0]?.entries.map((item) => [item.id, item.status])).toEqual([
      [1, 'loading'],
      [2, 'waiting'],
    ]);
  });

  it('ignores an event it already reflects, and one of another station', () => {
    expect(applyQueueEvent(snapshot, event(10, []))).toBe(snapshot);
    expect(applyQueueEvent(snapshot, { ...event(12, []), station: 5 })).toBe(snapshot);
  });

  it("applies another route's older event after this page's own newer one", () => {
    const other = { ...entry(3, 1), route: 8, route_code: '58', route_name: 'Buruburu' };
    const mine = applyQueueEvent(snapshot, event(13, [entry(1, 1, 'loading')]));
    const next = applyQueueEvent(mine, event(12, [other]));
    expect(next.routes.find((route) => route.route === 8)?.entries).toEqual([other]);
    expect(applyQueueEvent(next, event(13, []))).toBe(next);
  });

  it('adds a route that had no line yet', () => {
    const other = { ...entry(3, 1), route: 8, route_code: '58', route_name: 'Buruburu' };
    const next = applyQueueEvent(snapshot, event(11, [other]));
    expect(next.routes.map((route) => [route.route, route.route_code])).toEqual([
      [7, '46Y'],
      [8, '58'],
    ]);
  });

  it('keeps an emptied route, with no entries', () => {
    const next = applyQueueEvent(snapshot, event(11, [], entry(1, 1)));
    expect(next.routes[0]?.entries).toEqual([]);
  });
});

describe('splitLine', () => {
  it('puts the loading vehicle apart and the waiting ones in order', () => {
    const { loading, waiting } = splitLine([entry(3, 3), entry(1, 1, 'loading'), entry(2, 2)]);
    expect(loading?.id).toBe(1);
    expect(waiting.map((item) => item.id)).toEqual([2, 3]);
  });
});

describe('routesByActivity', () => {
  it('orders busy routes first, then by route number', () => {
    const routes = [
      { route_code: '58', entries: [] },
      { route_code: '7C', entries: [1] },
      { route_code: '24', entries: [] },
      { route_code: '46Y', entries: [1, 2] },
    ];
    expect(routesByActivity(routes).map((route) => route.route_code)).toEqual([
      '46Y',
      '7C',
      '24',
      '58',
    ]);
  });
});
