import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { saveErrorLines } from './save-error-text';

const shout = (text: string) => text.toUpperCase();

describe('saveErrorLines', () => {
  it('shows field errors as "field: msg, msg", each message translated', () => {
    const error = new ApiError(400, {
      error: 'Please check your input and try again.',
      fields: { route_id: ['too long', 'taken'], sacco: ['unknown'] },
    });
    expect(saveErrorLines(error, 'fallback', shout)).toEqual([
      'route_id: TOO LONG, TAKEN',
      'sacco: UNKNOWN',
    ]);
  });

  it("shows the server's error, then its detail", () => {
    const error = new ApiError(400, {
      error: 'stops.txt line 4: stop_lat is required',
      detail: 'Nothing was imported.',
    });
    expect(saveErrorLines(error, 'fallback', (text) => text)).toEqual([
      'stops.txt line 4: stop_lat is required',
      'Nothing was imported.',
    ]);
  });

  it('falls back when the server gave no reason', () => {
    expect(saveErrorLines(new ApiError(500, { error: 'boom' }), 'fallback', shout)).toEqual([
      'fallback',
    ]);
    expect(saveErrorLines(new Error('offline'), 'fallback', shout)).toEqual(['fallback']);
  });
});
