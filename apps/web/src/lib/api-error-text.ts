import type { TFunction } from 'i18next';
import { translateSpecMessage } from '@/i18n/spec-messages';
import { isApiError } from './api-error';

/** The server refused the request and said why (spec §8 "the server's error"). */
export function serverRefusal(error: unknown): { text: string; fields: string[] } | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) {
    return null;
  }
  return {
    text: error.body.error,
    fields: Object.values(error.body.fields ?? {}).flat(),
  };
}

/** The server's error in the current language, else `fallback` (already translated). */
export function refusalText(t: TFunction, error: unknown, fallback: string): string {
  const refusal = serverRefusal(error);
  return refusal ? translateSpecMessage(t, refusal.text) : fallback;
}

/** The server's messages for fields the form has, to show beside them (antd `form.setFields`). */
export function serverFieldErrors<F extends string>(
  t: TFunction,
  error: unknown,
  formFields: readonly F[],
): { name: F; errors: string[] }[] {
  if (!isApiError(error)) {
    return [];
  }
  return Object.entries(error.body.fields ?? {})
    .filter((entry): entry is [F, string[]] => formFields.includes(entry[0] as F))
    .map(([name, texts]) => ({ name, errors: texts.map((text) => translateSpecMessage(t, text)) }));
}
