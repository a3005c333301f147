import { describe, expect, it } from 'vitest';
import { formatClock, formatLongDay, formatShortDay, formatTravelDay } from './dates';

describe('the web app’s dates', () => {
  it('writes a travel day with its weekday, the same in every time zone', () => {
    expect(formatTravelDay('2026-11-24', 'en')).toBe('Tue, 24 Nov 2026');
    expect(formatTravelDay('2026-11-24', 'sw')).not.toBe(formatTravelDay('2026-11-24', 'en'));
  });

  it('writes a travel day as the search form’s date field does', () => {
    expect(formatShortDay('2026-11-24', 'en')).toBe('24 Nov 2026');
  });

  it('writes a page’s date of last change in full', () => {
    expect(formatLongDay('2026-01-05', 'en')).toBe('5 January 2026');
  });

  it('shows the clock on Nairobi time, to the second', () => {
    expect(formatClock(Date.parse('2026-11-24T11:05:09Z'), 'en')).toBe('14:05:09');
  });
});
