import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { refusalReason } from './api-error-text';

// Translates nothing: each problem reads as the server's own message.
const t = ((_key: string, options: { defaultValue: string }) =>
  options.defaultValue) as never as TFunction;

describe('refusalReason', () => {
  it("names the first refused field before the refusal's summary", () => {
    const error = new ApiError(422, {
      code: 'api.checkInput',
      message: 'Check the highlighted fields.',
      fields: { phone: [{ code: 'payments.phoneFormat', message: 'Enter a Safaricom number.' }] },
    });
    expect(refusalReason(t, error, 'Failed')).toBe('Enter a Safaricom number.');
  });

  it('gives the summary of a refusal without fields, and the fallback when nothing was refused', () => {
    const conflict = new ApiError(409, {
      code: 'bookings.wrongState',
      message: 'That change is not possible now.',
    });
    expect(refusalReason(t, conflict, 'Failed')).toBe('That change is not possible now.');
    expect(
      refusalReason(t, new ApiError(502, { code: 'api.internalError', message: 'Down' }), 'Failed'),
    ).toBe('Failed');
    expect(refusalReason(t, new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
  });
});
