import type { ErrorBody } from '@foleni/contract';
import type { TFunction } from 'i18next';
import '@/i18n/errors';

/** One problem the server answered: its code, English text and values. */
export type ProblemBody = Omit<ErrorBody, 'fields'>;

/**
 * A problem in the current language, found by its code in the catalogue (`messages.<code>`) and
 * filled with its values. Until the texts of the code's area have loaded, the server's English.
 */
export function problemText(t: TFunction, problem: ProblemBody): string {
  // Codes are data from the server, not keys known when this is compiled: the call is untyped.
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate(`messages.${problem.code}`, {
    ...problem.params,
    defaultValue: problem.message,
  });
}
