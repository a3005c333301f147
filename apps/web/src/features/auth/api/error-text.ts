import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { serverRefusal } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';

/**
 * Login (spec §8): the server's error; when the server could not answer, 'server error, try again
 * later' on the page and 'Something went wrong. Please try again.' in the modal; 'Login Failed'
 * for anything else.
 */
export function loginErrorText(t: TFunction, error: unknown, place: 'page' | 'modal'): string {
  const refusal = serverRefusal(error);
  if (refusal) {
    return problemText(t, refusal.problem);
  }
  if (isApiError(error)) {
    return place === 'modal' ? t('messages.login.modalFallback') : t('messages.login.serverError');
  }
  return t('messages.login.failed');
}

/**
 * Signup (spec §8): the server's field messages as one flat list, else its error string, else
 * 'An unknown error occurred.'.
 */
export function signupErrorTexts(t: TFunction, error: unknown): string[] {
  const refusal = serverRefusal(error);
  if (!refusal) {
    return [t('messages.signup.unknownError')];
  }
  const problems = refusal.fields.length > 0 ? refusal.fields : [refusal.problem];
  return [...new Set(problems.map((problem) => problemText(t, problem)))];
}
