import { estimateStopTravelSeconds } from '@foleni/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder';
import {
  bandName,
  editorTravelTimes,
  formatDuration,
  formatTripTime,
  keepSegmentTimes,
  minutesToSeconds,
  secondsToMinutes,
} from './route-times';

const stop = (key: string, travel_s: number | null, latitude: number | null = null) => ({
  key,
  travel_s,
  latitude,
  longitude: latitude === null ? null : 36.82,
});

// Echoes the key and its values, so the tests read which text would be shown.
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;

describe('route times in the editor', () => {
  const stops = [stop('A', null), stop('B', 300), stop('C', 200), stop('D', null)];

  it('keeps a travel time while its stretch stays the same', () => {
    // C moves up: C now follows A, B follows C, D follows B.
    expect(keepSegmentTimes(stops, moveItem(stops, 2, 1)).map((s) => s.travel_s)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    // D moves to the end of a list that grows: A→B and B→C keep their times.
    const grown = [...stops, stop('E', null)];
    expect(keepSegmentTimes(stops, grown).map((s) => s.travel_s)).toEqual([
      null,
      300,
      200,
      null,
      null,
    ]);
    // Removing B: C now follows A and goes back to the estimate.
    const removed = stops.filter((s) => s.key !== 'B');
    expect(keepSegmentTimes(stops, removed).map((s) => s.travel_s)).toEqual([null, null, null]);
  });

  it('treats a saved time equal to its estimate as an estimate', () => {
    const a = stop('A', null, -1.28);
    const b = stop('B', null, -1.27);
    const estimate = estimateStopTravelSeconds(a, b);
    expect(
      editorTravelTimes([a, { ...b, travel_s: estimate }, { ...stop('C', 120) }, stop('D', 95)]),
    ).toEqual([null, null, null, 95]);
  });

  it('shows seconds as minutes to a tenth and back', () => {
    expect(secondsToMinutes(173)).toBe(2.9);
    expect(secondsToMinutes(180)).toBe(3);
    expect(minutesToSeconds(2.5)).toBe(150);
  });

  it('says durations in seconds, minutes and hours', () => {
    expect(formatDuration(t, 45)).toBe('network.times.seconds{"count":45}');
    expect(formatDuration(t, 180)).toBe('network.times.minutes{"count":3}');
    expect(formatDuration(t, 173)).toBe('network.times.minutesSeconds{"minutes":2,"seconds":53}');
    expect(formatTripTime(t, 159)).toBe('network.times.minutes{"count":3}');
    expect(formatTripTime(t, 45)).toBe('network.times.seconds{"count":45}');
    expect(formatDuration(t, 3599 + 3600)).toBe(
      'network.times.hoursMinutes{"hours":2,"minutes":"00"}',
    );
  });

  it('names the default bands and numbers the others', () => {
    expect(bandName(t, { start: '06:00', end: '09:00' }, 0)).toBe(
      'network.service.bands.morning_peak',
    );
    expect(bandName(t, { start: '21:00', end: '23:00' }, 3)).toBe(
      'network.service.band{"number":4}',
    );
  });
});
