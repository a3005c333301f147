import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDuration, minutesSince } from './durations';

const t = ((key: string, values: Record<string, unknown>) =>
  `${key}:${JSON.stringify(values)}`) as unknown as TFunction;

describe('durations', () => {
  it('counts whole minutes, never below zero', () => {
    const now = Date.parse('2026-11-22T07:30:00Z');
    expect(minutesSince('2026-11-22T07:15:30Z', now)).toBe(14);
    expect(minutesSince('2026-11-22T07:31:00Z', now)).toBe(0);
  });

  it('says minutes under an hour, hours and padded minutes above', () => {
    expect(formatDuration(t, 14)).toBe('queue.duration.minutes:{"count":14}');
    expect(formatDuration(t, 65)).toBe('queue.duration.hours:{"hours":1,"minutes":"05"}');
  });

  it('shows times in Nairobi', () => {
    expect(formatClockTime('2026-11-22T04:05:00Z', 'en')).toBe('07:05');
  });
});
