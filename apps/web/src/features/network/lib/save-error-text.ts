import { isApiError } from '@/lib/api-error';
import type { ProblemBody } from '@/lib/problem-text';

/**
 * Why a save failed, as spec §8 shows it for routes: the server's field errors as
 * `field: msg, msg` lines; else the server's own error; else `fallback`. `translate` shows a
 * problem the server answered in the current language.
 */
export function saveErrorLines(
  error: unknown,
  fallback: string,
  translate: (problem: ProblemBody) => string,
): string[] {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return [fallback];
  const { fields, ...problem } = error.body;
  const lines = Object.entries(fields ?? {});
  if (lines.length > 0) {
    return lines.map(([field, problems]) => `${field}: ${problems.map(translate).join(', ')}`);
  }
  return [translate(problem)];
}
