import type { ErrorBody } from '@foleni/contract';
import type { TFunction } from 'i18next';
import '@/i18n/errors';

/** One problem the server answered: its code, English text and values. */
export type ProblemBody = Omit<ErrorBody, 'fields'>;

/**
 * Words the server answered by code: an error's problem, a success answer's message, a
 * notification's body. Answers whose words may be absent give their values as null.
 */
type SaidBody = Omit<ProblemBody, 'params'> & { params?: ProblemBody['params'] | null };

/**
 * The words in the current language, found by their code in the catalogue (`messages.<code>`) and
 * filled with their values. Until the texts of the code's area have loaded, the server's English.
 */
export function problemText(t: TFunction, problem: SaidBody): string {
  // Codes are data from the server, not keys known when this is compiled: the call is untyped.
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate(`messages.${problem.code}`, {
    ...problem.params,
    defaultValue: problem.message,
  });
}
