import type { TFunction } from 'i18next';
import { isApiError } from './api-error';
import { type ProblemBody, problemText } from './problem-text';

/** The server refused the request and said why (spec §8 "the server's error"). */
export function serverRefusal(
  error: unknown,
): { problem: ProblemBody; fields: ProblemBody[] } | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) {
    return null;
  }
  const { fields, ...problem } = error.body;
  return { problem, fields: Object.values(fields ?? {}).flat() };
}

/** The server's error in the current language, else `fallback` (already translated). */
export function refusalText(t: TFunction, error: unknown, fallback: string): string {
  const refusal = serverRefusal(error);
  return refusal ? problemText(t, refusal.problem) : fallback;
}

/**
 * The server's error in the current language, its first field's message before its summary (a
 * toast then names what to change), else `fallback` (already translated).
 */
export function refusalReason(t: TFunction, error: unknown, fallback: string): string {
  const refusal = serverRefusal(error);
  return refusal ? problemText(t, refusal.fields[0] ?? refusal.problem) : fallback;
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
    .filter((entry): entry is [F, ProblemBody[]] => formFields.includes(entry[0] as F))
    .map(([name, problems]) => ({
      name,
      errors: problems.map((problem) => problemText(t, problem)),
    }));
}
