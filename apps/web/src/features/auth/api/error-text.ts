import type { TFunction } from 'i18next';
import { translateSpecMessage } from '@/i18n/spec-messages';
import { isApiError } from '@/lib/api-error';
import { serverRefusal } from '@/lib/api-error-text';

/**
 * Login (spec §8): the server's error; when the server could not answer, 'server error, try again
 * later' on the page and 'Something went wrong. Please try again.' in the modal; 'Login Failed'
 * for anything else.
 */
export function loginErrorText(t: TFunction, error: unknown, place: 'page' | 'modal'): string {
  const refusal = serverRefusal(error);
  if (refusal) {
    return translateSpecMessage(t, refusal.text);
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
  const texts = refusal.fields.length > 0 ? refusal.fields : [refusal.text];
  return [...new Set(texts.map((text) => translateSpecMessage(t, text)))];
}
