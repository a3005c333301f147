import { isApiError } from '@/lib/api-error';

/**
 * Why a save failed, as spec §8 shows it for routes: the server's field errors as
 * `field: msg, msg` lines; else the server's own error (and its detail, when it gave one);
 * else `fallback`. `translate` shows a server text in the current language.
 */
export function saveErrorLines(
  error: unknown,
  fallback: string,
  translate: (text: string) => string,
): string[] {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return [fallback];
  const fields = Object.entries(error.body.fields ?? {});
  if (fields.length > 0) {
    return fields.map(([field, texts]) => `${field}: ${texts.map(translate).join(', ')}`);
  }
  const lines = [translate(error.body.error)];
  if (error.body.detail && error.body.detail !== error.body.error) {
    lines.push(translate(error.body.detail));
  }
  return lines;
}
