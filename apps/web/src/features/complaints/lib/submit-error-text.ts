import '@/i18n/passengers';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { serverRefusal } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';

/**
 * Spec §8: the server's error when it refused the complaint, 'Failed to submit complaint' when it
 * answered with a failure, 'Error submitting complaint' when no answer came.
 */
export function submitErrorText(t: TFunction, error: unknown): string {
  const refusal = serverRefusal(error);
  if (refusal) return problemText(t, refusal.fields[0] ?? refusal.problem);
  return isApiError(error) && error.status > 0
    ? t('messages.complaints.submitFailed')
    : t('messages.complaints.submitError');
}
