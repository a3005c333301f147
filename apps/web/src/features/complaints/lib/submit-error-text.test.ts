import { messages } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api-error';
import { submitErrorText } from './submit-error-text';

const en = i18n.getFixedT('en');

describe('the error of a complaint that was not sent', () => {
  it("gives the server's reason for a refusal, its field's first", () => {
    const refused = new ApiError(400, {
      code: 'api.checkInput',
      message: messages.api.checkInput,
      fields: {
        sacco: [{ code: 'complaints.saccoUnknown', message: messages.complaints.saccoUnknown }],
      },
    });
    expect(submitErrorText(en, refused)).toBe(messages.complaints.saccoUnknown);
  });

  it('tells a failed answer apart from none (spec §8)', () => {
    const failed = new ApiError(502, { code: 'api.internalError', message: 'Bad gateway' });
    expect(submitErrorText(en, failed)).toBe(messages.complaints.submitFailed);
    const unanswered = new ApiError(0, { code: 'api.requestRefused', message: 'network error' });
    expect(submitErrorText(en, unanswered)).toBe(messages.complaints.submitError);
  });
});
