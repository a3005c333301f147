import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { ProblemBody } from '@/lib/problem-text';
import { saveErrorLines } from './save-error-text';

const shout = (problem: ProblemBody) => problem.code.toUpperCase();

describe('saveErrorLines', () => {
  it('shows field errors as "field: msg, msg", each problem translated', () => {
    const error = new ApiError(400, {
      code: 'api.checkInput',
      message: 'Please check your input and try again.',
      fields: {
        route_id: [
          { code: 'api.tooLong', message: 'Use at most 20 characters.', params: { max: 20 } },
          { code: 'network.routeCodeTaken', message: 'A route with this number already exists.' },
        ],
        sacco: [{ code: 'network.saccoUnknown', message: 'That Sacco does not exist.' }],
      },
    });
    expect(saveErrorLines(error, 'fallback', shout)).toEqual([
      'route_id: API.TOOLONG, NETWORK.ROUTECODETAKEN',
      'sacco: NETWORK.SACCOUNKNOWN',
    ]);
  });

  it("shows the server's error when no field is named", () => {
    const error = new ApiError(400, {
      code: 'gtfs.feedInvalid',
      message: 'stops.txt line 4: stop_lat is required Nothing was imported.',
      params: { problem: 'stops.txt line 4: stop_lat is required' },
    });
    expect(saveErrorLines(error, 'fallback', (problem) => problem.message)).toEqual([
      'stops.txt line 4: stop_lat is required Nothing was imported.',
    ]);
  });

  it('falls back when the server gave no reason', () => {
    const crash = new ApiError(500, { code: 'api.internalError', message: 'boom' });
    expect(saveErrorLines(crash, 'fallback', shout)).toEqual(['fallback']);
    expect(saveErrorLines(new Error('offline'), 'fallback', shout)).toEqual(['fallback']);
  });
});
