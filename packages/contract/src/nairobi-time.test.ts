import { describe, expect, it } from 'vitest';
import { formatInNairobi } from './nairobi-time';

describe('times on Nairobi time', () => {
  // 21:30 UTC is already the next day in Nairobi: a browser in UTC would say 23 Nov.
  const lateEvening = '2026-11-23T21:30:00.000Z';

  it('shows the day and time in Nairobi whatever the machine’s zone', () => {
    expect(formatInNairobi(lateEvening, 'en')).toBe('24 Nov 2026, 00:30');
    expect(formatInNairobi(lateEvening, 'en', 'date')).toBe('24 Nov 2026');
    expect(formatInNairobi(lateEvening, 'en', 'time')).toBe('00:30');
  });

  it('names the zone when asked, in the interface’s language', () => {
    expect(formatInNairobi(lateEvening, 'en', 'dateTime', { zone: true })).toBe(
      '24 Nov 2026, 00:30 EAT',
    );
    expect(formatInNairobi(lateEvening, 'sw', 'time', { zone: true })).toMatch(/^00:30 /);
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatInNairobi('soon', 'en')).toBe('soon');
  });
});
