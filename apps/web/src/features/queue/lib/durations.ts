import type { TFunction } from 'i18next';
import { formatInNairobi } from '@/lib/dates';

/** Whole minutes from `since` to `now` (never negative: clocks differ a little). */
export function minutesSince(since: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
}

/** "14 min", "1 h 05 min". */
export function formatDuration(t: TFunction, minutes: number): string {
  if (minutes < 60) {
    return t('queue.duration.minutes', { count: minutes });
  }
  return t('queue.duration.hours', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}

/** A time of day in Nairobi ("07:42"): queues run on Nairobi time, whatever the device's zone. */
export function formatClockTime(iso: string | number, language: string): string {
  return formatInNairobi(iso, language, 'time');
}
