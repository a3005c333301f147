import { describe, expect, it } from 'vitest';
import {
  journeyKey,
  journeyPoints,
  journeySteps,
  journeySummary,
  minutesBetween,
  nairobiClock,
  nairobiTimeNow,
} from './journey-steps';
import { viaTown } from './journey-steps.fixture';

describe('a journey as a timeline', () => {
  it('walks, boards, rides, gets off, walks on and arrives, in order', () => {
    expect(journeySteps(viaTown)).toEqual([
      { kind: 'walk', distanceM: 350, to: 'Rongai Stage', departure: '07:59', arrival: '08:03' },
      {
        kind: 'board',
        ride: 0,
        route: viaTown.legs[1]?.mode === 'matatu' ? viaTown.legs[1].route : null,
        headsign: 'Railways',
        at: 'Rongai Stage',
        time: '08:04',
        everyMin: 5,
        fareKes: 100,
        live: {
          station_id: 3,
          loading: { plate: 'KDA 123A' },
          waiting: 3,
          last_departure: '2026-11-23T08:01:00+03:00',
        },
      },
      { kind: 'ride', ride: 0, minutes: 45, stops: 4 },
      { kind: 'alight', ride: 0, at: 'Railways', time: '08:49' },
      { kind: 'walk', distanceM: 750, to: 'Odeon', departure: '08:49', arrival: '08:58' },
      expect.objectContaining({ kind: 'board', ride: 1, at: 'Odeon', time: '09:01', everyMin: 10 }),
      { kind: 'ride', ride: 1, minutes: 80, stops: 3 },
      { kind: 'alight', ride: 1, at: 'Thika Town', time: '10:21' },
      { kind: 'walk', distanceM: 600, to: 'Thika', departure: '10:21', arrival: '10:29' },
      { kind: 'arrive', at: 'Thika', time: '10:29' },
    ]);
  });

  it('leaves out a change at the same stop (a walk of 0 m)', () => {
    const sameStop = {
      ...viaTown,
      legs: viaTown.legs.map((leg, index) =>
        index === 2 && leg.mode === 'walk' ? { ...leg, distance_m: 0 } : leg,
      ),
    };
    const kinds = journeySteps(sameStop).map((step) => step.kind);
    expect(kinds).toEqual([
      'walk',
      'board',
      'ride',
      'alight',
      'board',
      'ride',
      'alight',
      'walk',
      'arrive',
    ]);
  });

  it('sums up the journey for its collapsed card', () => {
    expect(journeySummary(viaTown)).toEqual({
      departure: '07:59',
      arrival: '10:29',
      durationMin: 150,
      rides: 2,
      changes: 1,
      walkM: 1700,
      fareKes: null,
      sequence: [
        { kind: 'walk', distanceM: 350 },
        { kind: 'ride', ride: 0, code: '125' },
        { kind: 'walk', distanceM: 750 },
        { kind: 'ride', ride: 1, code: '237' },
        { kind: 'walk', distanceM: 600 },
      ],
      live: true,
    });
  });

  it('gives the map every point in order, and each journey its own key', () => {
    const points = journeyPoints(viaTown).map((point) => point.name);
    expect(points[0]).toBe('Rongai');
    expect(points.at(-1)).toBe('Thika');
    expect(points).toContain('Juja');
    const later = { ...viaTown, departure: '2026-11-23T08:09:00+03:00' };
    expect(journeyKey(later)).not.toBe(journeyKey(viaTown));
  });
});

describe('Nairobi clock', () => {
  it('reads the clock of a +03:00 time as written, and converts any other offset', () => {
    expect(nairobiClock('2026-11-23T08:04:00+03:00')).toBe('08:04');
    expect(nairobiClock('2026-11-23T23:59:59.5+03:00')).toBe('23:59');
    expect(nairobiClock('2026-11-23T05:04:00Z')).toBe('08:04');
    expect(nairobiClock('2026-11-23T22:30:00.000Z')).toBe('01:30');
    expect(nairobiClock('not a time')).toBe('');
  });

  it('counts minutes between two times, and knows the time now in Nairobi', () => {
    expect(minutesBetween('2026-11-23T08:04:00+03:00', '2026-11-23T08:49:00+03:00')).toBe(45);
    expect(minutesBetween('2026-11-23T23:50:00+03:00', '2026-11-24T00:10:00+03:00')).toBe(20);
    expect(nairobiTimeNow(new Date('2026-11-23T21:15:00Z'))).toBe('00:15');
  });
});
